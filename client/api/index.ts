export * from './http';
export * from './errors';
export * from './keys';
export * as authApi from './auth';
export * as userApi from './user';
export * as profileApi from './profile';
export * as villagesApi from './villages';
export * as mapApi from './map';
export * as serverApi from './server';

import type { z } from 'zod';
import {
  changePasswordRequest, loginRequest, loginResponse, logoutResponse, registerRequest, registerResponse, sitterRequest,
  sittersResponse, userResponse,
} from './auth';
import {
  serverStateResponse, testingAccountRequest, testingAccountResponse, testingFinishRequest, testingStartTimeRequest, testingUnitsRequest,
  testingUnitsResponse, testingVillageRequest, testingVillageResponse,
} from './server';
import { mapQuery, mapResponse, objectivesResponse, spawnVillageRequest, spawnVillageResponse, worldMapResponse } from './world';
import { gamedataResponse } from './gamedata';
import {
  profilesQuery, profilesRankingResponse, profilesTop10Response, rankHistoryQuery, rankHistoryResponse, serverStatisticsResponse,
  statisticsWeekQuery, statisticsWeekResponse, testingRankingsRequest, testingRankingsResponse,
} from './statistics';
import { claimTileRequest, claimTileResponse } from './tiles';
import { profileResponse } from './profile';
import {
  buildersRequest, buildersResponse, districtRequest, districtResponse, queueBuildingRequest, queuePointsRequest, queueResponse,
  queueUpgradeRequest, tierResponse,
} from './economy';
import { renameVillageRequest, renameVillageResponse, villageResponse } from './village';
import { tradeRouteResponse } from './tradeRoutes';
import { researchResponse } from './research';
import { buildingDetailResponse, buildingsResponse, resourcesResponse } from './buildings';
import {
  allowedResponse, buyUnitRequest, callBackResponse, queueUnitRequest, sendBackResponse, sendRequest, sendResponse, simulateRequest,
  simulateResponse, troopsPageResponse, troopsQuery, villageTroopsResponse,
} from './units';
import { markAllReadResponse, reportDetail, reportsPage } from './reports';
import { claimQuestRequest, claimQuestResponse, questsResponse } from './quests';
import {
  buyRequest, buyResponse, exchangeRequest, exchangeResponse, sendMerchantsRequest, sendMerchantsResponse, tradeListQuery, tradeListResponse,
} from './merchants';
import {
  acceptOfferRequest, acceptOfferResponse, cancelOfferResponse, makeOfferRequest, makeOfferResponse, marketQuery, marketResponse, ownOffersResponse,
} from './offers';
import { aetherPackagesResponse, grantAetherResponse } from './aether';
import { testingPrestigeRequest, testingPrestigeResponse } from './prestige';
import {
  objectiveIncomingsQuery, objectiveIncomingsResponse, objectiveQuery, objectiveResponse, testingEventRequest, testingObjectiveRequest,
  testingObjectiveResponse,
} from './objectives';
import { pushEvent } from './push';
import { objectiveRecallResponse, objectiveTroopsResponse } from './objectiveTroops';
import { publicProfileResponse, saveProfileRequest, saveProfileResponse, userSettingsRequest, userSettingsResponse } from './profilePublic';
import { conversationsQuery, conversationsResponse, sendMessageRequest, sendMessageResponse, threadQuery, threadResponse } from './messages';
import {
  acceptInviteResponse, declineInviteResponse, empireInvitesResponse, empireMessagesQuery, empireMessagesResponse, empireProfileResponse,
  empireSettingsRequest, empireSettingsResponse, empiresListResponse, empiresQuery, empiresTop10Response, foundEmpireRequest,
  foundEmpireResponse, inviteResponse, kickMemberResponse, leaveEmpireResponse, memberRoleResponse, revokeInviteResponse,
} from './empires';

/**
 * Every call of the API (SPEC.md section 7) with its schemas: the route table of the contract.
 * `path` is the route as server/api registers it under /api (`:name` a path parameter). The server's
 * routes and this table are the same set (tests/api/contract-calls.test.ts), every API test parses the
 * answers it reads with the call's `response` (tests/support/server.ts), and the client's types are
 * `CallResponse<'name'>`.
 */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

const call = <C extends Call>(c: C) => c;

export const CALLS = {
  serverState: call({ method: 'GET', path: '/', response: serverStateResponse }),
  /** The push connection: a Server-Sent Events stream; `response` is each message's data (server/contract/push.ts). */
  push: call({ method: 'GET', path: '/push', response: pushEvent }),

  login: call({ method: 'POST', path: '/auth/login', request: loginRequest, response: loginResponse }),
  register: call({ method: 'POST', path: '/auth/register', request: registerRequest, response: registerResponse }),
  logout: call({ method: 'POST', path: '/auth/logout', response: logoutResponse }),
  changePassword: call({ method: 'PUT', path: '/auth/user/changePassword', request: changePasswordRequest, response: loginResponse }),

  user: call({ method: 'GET', path: '/user', response: userResponse }),
  addSitter: call({ method: 'POST', path: '/user/sitters', request: sitterRequest, response: sittersResponse }),
  removeSitter: call({ method: 'DELETE', path: '/user/sitters/:userId', response: sittersResponse }),
  spawnVillage: call({ method: 'POST', path: '/user/spawnVillage', request: spawnVillageRequest, response: spawnVillageResponse }),
  gamedata: call({ method: 'GET', path: '/user/gamedata', response: gamedataResponse }),

  testingFinish: call({ method: 'POST', path: '/testing/finish', request: testingFinishRequest, response: serverStateResponse }),
  testingStartTime: call({ method: 'POST', path: '/testing/startTime', request: testingStartTimeRequest, response: serverStateResponse }),
  testingUnits: call({ method: 'POST', path: '/testing/units', request: testingUnitsRequest, response: testingUnitsResponse }),
  testingVillage: call({ method: 'POST', path: '/testing/village', request: testingVillageRequest, response: testingVillageResponse }),
  testingAccount: call({ method: 'POST', path: '/testing/account', request: testingAccountRequest, response: testingAccountResponse }),
  testingPrestige: call({ method: 'POST', path: '/testing/prestige', request: testingPrestigeRequest, response: testingPrestigeResponse }),
  testingEvent: call({ method: 'POST', path: '/testing/event', request: testingEventRequest, response: testingObjectiveResponse }),
  testingObjective: call({ method: 'POST', path: '/testing/objective', request: testingObjectiveRequest, response: testingObjectiveResponse }),

  map: call({ method: 'GET', path: '/map', query: mapQuery, response: mapResponse }),
  worldMap: call({ method: 'GET', path: '/map/world', response: worldMapResponse }),
  objectives: call({ method: 'GET', path: '/map/objectives', response: objectivesResponse }),
  objective: call({ method: 'GET', path: '/objectives/:id', query: objectiveQuery, response: objectiveResponse }),
  objectiveIncomings: call({ method: 'GET', path: '/objectives/:id/incomings', query: objectiveIncomingsQuery, response: objectiveIncomingsResponse }),
  objectiveTroops: call({ method: 'GET', path: '/objectives/village/:id/troops', response: objectiveTroopsResponse }),
  objectiveRecall: call({ method: 'POST', path: '/objectives/:id/recall/:villageId', response: objectiveRecallResponse }),
  claimTile: call({ method: 'PUT', path: '/map/tile', request: claimTileRequest, response: claimTileResponse }),

  profile: call({ method: 'GET', path: '/profiles/user', response: profileResponse }),
  buyBuilders: call({ method: 'POST', path: '/profiles/builders', request: buildersRequest, response: buildersResponse }),
  publicProfile: call({ method: 'GET', path: '/profiles/:id', response: publicProfileResponse }),
  saveProfile: call({ method: 'POST', path: '/profiles/user', request: saveProfileRequest, response: saveProfileResponse }),
  userSettings: call({ method: 'PUT', path: '/user/settings', request: userSettingsRequest, response: userSettingsResponse }),

  village: call({ method: 'GET', path: '/villages/:id', response: villageResponse }),
  renameVillage: call({ method: 'PUT', path: '/villages/:id/name', request: renameVillageRequest, response: renameVillageResponse }),
  districts: call({ method: 'POST', path: '/villages/:id/districts', request: districtRequest, response: districtResponse }),
  tier: call({ method: 'POST', path: '/villages/:id/tier', response: tierResponse }),
  queueBuilding: call({ method: 'POST', path: '/villages/:id/queue/building', request: queueBuildingRequest, response: queueResponse }),
  queueUpgrade: call({ method: 'POST', path: '/villages/:id/queue/building/:buildingId', request: queueUpgradeRequest, response: queueResponse }),
  queueScience: call({ method: 'POST', path: '/villages/:id/queue/science', request: queuePointsRequest, response: queueResponse }),
  queueCulture: call({ method: 'POST', path: '/villages/:id/queue/culture', request: queuePointsRequest, response: queueResponse }),
  queueUnit: call({ method: 'POST', path: '/villages/:id/queue/unit/:unitId', request: queueUnitRequest, response: queueResponse }),
  cancelQueued: call({ method: 'DELETE', path: '/villages/:id/queue/:queueId', response: queueResponse }),

  research: call({ method: 'GET', path: '/research', response: researchResponse }),
  startResearch: call({ method: 'POST', path: '/research/:id', response: researchResponse }),

  buildings: call({ method: 'GET', path: '/buildings/village/:id', response: buildingsResponse }),
  resources: call({ method: 'GET', path: '/buildings/village/:id/resources', response: resourcesResponse }),
  buildingType: call({ method: 'GET', path: '/buildings/village/:id/:type', response: buildingDetailResponse }),
  building: call({ method: 'GET', path: '/buildings/village/:id/:type/:buildingId', response: buildingDetailResponse }),

  simulate: call({ method: 'POST', path: '/units/simulate', request: simulateRequest, response: simulateResponse }),
  troops: call({ method: 'GET', path: '/units/village/:id', response: villageTroopsResponse }),
  allowedUnits: call({ method: 'GET', path: '/units/village/:id/allowed', response: allowedResponse }),
  troopsPage: call({ method: 'GET', path: '/units/village/:id/troops', query: troopsQuery, response: troopsPageResponse }),
  buyUnit: call({ method: 'POST', path: '/units/village/:id/buy', request: buyUnitRequest, response: queueResponse }),
  send: call({ method: 'POST', path: '/units/village/:id/send', request: sendRequest, response: sendResponse }),
  sendBack: call({ method: 'POST', path: '/units/village/:id/sendBack/:movementId', response: sendBackResponse }),
  callBack: call({ method: 'POST', path: '/units/village/:id/callBack/:movementId', response: callBackResponse }),

  reports: call({ method: 'GET', path: '/reports/:page', response: reportsPage }),
  report: call({ method: 'GET', path: '/reports/report/:id', response: reportDetail }),
  markAllRead: call({ method: 'POST', path: '/reports/markallread', response: markAllReadResponse }),

  quests: call({ method: 'GET', path: '/quests', response: questsResponse }),
  claimQuest: call({ method: 'POST', path: '/quests/:id/claim', request: claimQuestRequest, response: claimQuestResponse }),
  merchantsIncoming: call({ method: 'GET', path: '/merchants/village/:id/incoming', query: tradeListQuery, response: tradeListResponse }),
  merchantsOutgoing: call({ method: 'GET', path: '/merchants/village/:id/outgoing', query: tradeListQuery, response: tradeListResponse }),
  merchantsSend: call({ method: 'POST', path: '/merchants/village/:id/outgoing', request: sendMerchantsRequest, response: sendMerchantsResponse }),
  merchantsExchange: call({ method: 'POST', path: '/merchants/village/:id/exchange', request: exchangeRequest, response: exchangeResponse }),
  merchantsBuy: call({ method: 'POST', path: '/merchants/village/:id/buy', request: buyRequest, response: buyResponse }),
  merchantsTradeRoute: call({ method: 'GET', path: '/merchants/village/:id/traderoute', response: tradeRouteResponse }),
  merchantsSetTradeRoute: call({ method: 'POST', path: '/merchants/village/:id/traderoute/:targetId', response: tradeRouteResponse }),
  merchantsRemoveTradeRoute: call({ method: 'DELETE', path: '/merchants/village/:id/traderoute', response: tradeRouteResponse }),
  merchantsOffers: call({ method: 'GET', path: '/merchants/offers', query: marketQuery, response: marketResponse }),
  merchantsVillageOffers: call({ method: 'GET', path: '/merchants/village/:id/offers', response: ownOffersResponse }),
  merchantsMakeOffer: call({ method: 'POST', path: '/merchants/village/:id/offers', request: makeOfferRequest, response: makeOfferResponse }),
  merchantsAcceptOffer: call({ method: 'POST', path: '/merchants/offers/:offerId/accept', request: acceptOfferRequest, response: acceptOfferResponse }),
  merchantsCancelOffer: call({ method: 'DELETE', path: '/merchants/village/:id/offers/:offerId', response: cancelOfferResponse }),
  aetherPackages: call({ method: 'GET', path: '/aether/packages', response: aetherPackagesResponse }),
  grantAetherPackage: call({ method: 'POST', path: '/aether/packages/:id', response: grantAetherResponse }),
  conversations: call({ method: 'GET', path: '/messages', query: conversationsQuery, response: conversationsResponse }),
  conversation: call({ method: 'GET', path: '/messages/:id', query: threadQuery, response: threadResponse }),
  replyMessage: call({ method: 'POST', path: '/messages/:id', request: sendMessageRequest, response: sendMessageResponse }),
  sendMessage: call({ method: 'POST', path: '/messages/user/:userId', request: sendMessageRequest, response: sendMessageResponse }),

  profiles: call({ method: 'GET', path: '/profiles', query: profilesQuery, response: profilesRankingResponse }),
  profilesTop10: call({ method: 'GET', path: '/profiles/top10', response: profilesTop10Response }),
  serverStatistics: call({ method: 'GET', path: '/statistics', response: serverStatisticsResponse }),
  statisticsWeek: call({ method: 'GET', path: '/statistics/week', query: statisticsWeekQuery, response: statisticsWeekResponse }),
  rankHistory: call({ method: 'GET', path: '/statistics/history', query: rankHistoryQuery, response: rankHistoryResponse }),
  testingRankings: call({ method: 'POST', path: '/testing/rankings', request: testingRankingsRequest, response: testingRankingsResponse }),

  empires: call({ method: 'GET', path: '/empires', query: empiresQuery, response: empiresListResponse }),
  empiresTop10: call({ method: 'GET', path: '/empires/top10', response: empiresTop10Response }),
  empire: call({ method: 'GET', path: '/empires/:id', response: empireProfileResponse }),
  foundEmpire: call({ method: 'POST', path: '/empires', request: foundEmpireRequest, response: foundEmpireResponse }),
  empireSettings: call({ method: 'PUT', path: '/empires', request: empireSettingsRequest, response: empireSettingsResponse }),
  leaveEmpire: call({ method: 'DELETE', path: '/empires', response: leaveEmpireResponse }),
  empireMessages: call({ method: 'GET', path: '/empires/messages', query: empireMessagesQuery, response: empireMessagesResponse }),
  empireInvites: call({ method: 'GET', path: '/empires/invites', response: empireInvitesResponse }),
  empireUserInvites: call({ method: 'GET', path: '/empires/invites/user', response: empireInvitesResponse }),
  inviteToEmpire: call({ method: 'POST', path: '/empires/invites/:userId', response: inviteResponse }),
  revokeEmpireInvite: call({ method: 'DELETE', path: '/empires/invites/:id', response: revokeInviteResponse }),
  acceptEmpireInvite: call({ method: 'POST', path: '/empires/invites/user/accept/:id', response: acceptInviteResponse }),
  declineEmpireInvite: call({ method: 'POST', path: '/empires/invites/user/decline/:id', response: declineInviteResponse }),
  kickEmpireMember: call({ method: 'DELETE', path: '/empires/members/:id', response: kickMemberResponse }),
  nameEmpireOfficer: call({ method: 'POST', path: '/empires/members/:id/officer', response: memberRoleResponse }),
  removeEmpireOfficer: call({ method: 'DELETE', path: '/empires/members/:id/officer', response: memberRoleResponse }),
  handOverEmpire: call({ method: 'POST', path: '/empires/emperor/:id', response: memberRoleResponse }),
} as const satisfies Record<string, Call>;

export type CallName = keyof typeof CALLS;
/** What call `N` answers on success. */
export type CallResponse<N extends CallName> = z.infer<(typeof CALLS)[N]['response']>;

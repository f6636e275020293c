import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { onPushEvent } from '../push/bus';
import { useCurrentVillage } from '../state';
import { useText } from '../../panels/text';
import { presentPushEvent, type ShowDeps } from './show';

/** Listens to the page's push events and shows browser notifications for them (mounted once, in the shell). */
export function PushNotifications() {
  const navigate = useNavigate();
  const { selectVillage } = useCurrentVillage();
  const t = useText();
  // The subscription lives as long as the shell; the latest navigate and texts are read at event time.
  const deps = useRef<ShowDeps>({ t, go: () => {} });
  deps.current = {
    t,
    go: (target) => {
      if (target.villageId !== undefined) selectVillage(target.villageId);
      void navigate(target.path);
    },
  };
  useEffect(() => onPushEvent((event) => { presentPushEvent(event, deps.current); }), []);
  return null;
}

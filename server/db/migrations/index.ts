import type { Knex } from 'knex';
import * as m001 from './001_init';
import * as m002 from './002_auth';
import * as m003 from './003_queue';
import * as m004 from './004_research';
import * as m005 from './005_armies';
import * as m006 from './006_research_snapshot';
import * as m007 from './007_starvation';
import * as m008 from './008_indexes';
import * as m009 from './009_queue_write';
import * as m010 from './010_queue_token';
import * as m011 from './011_stations';
import * as m012 from './012_report_titles';
import * as m013 from './013_beginner_protection';
import * as m014 from './014_quest_rewards';
import * as m015 from './015_merchants';
import * as m016 from './016_offers';
import * as m017 from './017_trade_routes';
import * as m018 from './018_aether_grants';
import * as m019 from './019_empires';
import * as m020 from './020_messages';
import * as m021 from './021_prestige';
import * as m022 from './022_objectives';
import * as m023 from './023_statistics';

/** Every migration by name, in order. Add new ones here (bundled, so no directory scan is needed). */
export const migrations: Record<string, Knex.Migration> = {
  '001_init': m001,
  '002_auth': m002,
  '003_queue': m003,
  '004_research': m004,
  '005_armies': m005,
  '006_research_snapshot': m006,
  '007_starvation': m007,
  '008_indexes': m008,
  '009_queue_write': m009,
  '010_queue_token': m010,
  '011_stations': m011,
  '012_report_titles': m012,
  '013_beginner_protection': m013,
  '014_quest_rewards': m014,
  '015_merchants': m015,
  '016_offers': m016,
  '017_trade_routes': m017,
  '018_aether_grants': m018,
  '019_empires': m019,
  '020_messages': m020,
  '021_prestige': m021,
  '022_objectives': m022,
  '023_statistics': m023,
};

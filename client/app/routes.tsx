import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Layout } from './Layout';
import { PublicOnly, RequireSession, RequireVillages } from './guards';
import { NotFound } from '../routes/misc/NotYetBuilt';

/**
 * Every route of SPEC.md section 2. Pages load on demand, so the login screen does not wait for the
 * map's canvas code. Routes whose features come in later issues show the honest 'not yet built' page.
 */
const LoginPage = lazy(() => import('../routes/auth/LoginPage'));
const RegisterPage = lazy(() => import('../routes/auth/RegisterPage'));
const SpawnPage = lazy(() => import('../routes/spawn/SpawnPage'));
const SettingsPage = lazy(() => import('../routes/settings/SettingsPage'));
const KingdomPage = lazy(() => import('../routes/kingdom/KingdomPage'));
const VillageOverviewPage = lazy(() => import('../routes/village/VillageOverviewPage'));
const MapRoute = lazy(() => import('../routes/map/MapRoute'));
const EconomyPage = lazy(() => import('../routes/village/EconomyPage'));
const TownPage = lazy(() => import('../routes/village/TownPage'));
const CulturePage = lazy(() => import('../routes/village/PointsPage').then((m) => ({ default: m.CulturePage })));
const SciencePage = lazy(() => import('../routes/village/PointsPage').then((m) => ({ default: m.SciencePage })));
const BuildingPage = lazy(() => import('../routes/village/BuildingPage'));
const HelpPage = lazy(() => import('../routes/help/HelpPage'));
const ResearchPage = lazy(() => import('../routes/research/ResearchPage'));
const ArmyPage = lazy(() => import('../routes/army/ArmyPage'));
const LogisticsPage = lazy(() => import('../routes/logistics/LogisticsPage'));
const ReportsPage = lazy(() => import('../routes/reports/ReportsPage'));
const ReportPage = lazy(() => import('../routes/reports/ReportsPage').then((m) => ({ default: m.ReportPage })));
const AetherStorePage = lazy(() => import('../routes/aetherstore/AetherStorePage'));
const MessagesPage = lazy(() => import('../routes/messages/MessagesPage'));
const ConversationPage = lazy(() => import('../routes/messages/MessagesPage').then((m) => ({ default: m.ConversationPage })));
const ProfilePage = lazy(() => import('../routes/profile/ProfilePage'));
const EmpireRoute = lazy(() => import('../routes/empire/EmpirePage'));
const StatisticsRoute = lazy(() => import('../routes/statistics/StatisticsPage'));
const ObjectivesPage = lazy(() => import('../routes/objectives/ObjectivesPage'));
const ObjectivePage = lazy(() => import('../routes/objectives/ObjectivesPage').then((m) => ({ default: m.ObjectivePage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
      </Route>
      <Route element={<RequireSession />}>
        <Route path="/spawn" element={<SpawnPage />} />
        <Route element={<Layout />}>
          <Route path="/settings" element={<SettingsPage />} />
          <Route element={<RequireVillages />}>
            <Route index element={<KingdomPage />} />
            <Route path="/kingdom" element={<Navigate to="/" replace />} />
            <Route path="/kingdom/:tab" element={<KingdomPage />} />
            <Route path="/village/overview" element={<VillageOverviewPage />} />
            <Route path="/village" element={<EconomyPage />} />
            <Route path="/village/economy" element={<EconomyPage />} />
            <Route path="/village/town" element={<TownPage />} />
            <Route path="/village/culture" element={<CulturePage />} />
            <Route path="/village/science" element={<SciencePage />} />
            <Route path="/village/logistics/*" element={<LogisticsPage />} />
            <Route path="/village/army/*" element={<ArmyPage />} />
            <Route path="/village/:buildingName/:id?" element={<BuildingPage />} />
            <Route path="/map" element={<MapRoute />} />
            <Route path="/map/objectives" element={<ObjectivesPage />} />
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/reports/:id" element={<ReportPage />} />
            <Route path="/research" element={<ResearchPage />} />
            <Route path="/aetherstore" element={<AetherStorePage />} />
            <Route path="/statistics/*" element={<StatisticsRoute />} />
            <Route path="/profile/:id" element={<ProfilePage />} />
            <Route path="/help" element={<HelpPage />} />
            <Route path="/help/:tab" element={<HelpPage />} />
            {/* The guide: /help/guide opens its first section; sections are client/app/guide.ts GUIDE_ROUTES. */}
            <Route path="/help/guide/:section?" element={<HelpPage />} />
            <Route path="/messages" element={<MessagesPage />} />
            <Route path="/messages/:id" element={<ConversationPage />} />
            <Route path="/empire" element={<EmpireRoute />} />
            {/* /empire/:id is an Empire's profile (a number) or one of the /empire tabs (home, statistics, ...). */}
            <Route path="/empire/:id" element={<EmpireRoute />} />
            {/* /objective/{id} (named objectiveOverview) with its tabs: /objective/{id}/overview, /objective/{id}/incoming. */}
            <Route path="/objective/:id/*" element={<ObjectivePage />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}

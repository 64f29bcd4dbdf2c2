import { memberConsoleOps } from '@portal/contracts/console';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { forcePasswordChange, labelMember, memberNotes, noteMember } from './member-care.ts';

/** A member's notes, labels and forced password change in the console (lock and end sessions: member-routes.ts). */
export default async function memberCareRoutes(app: App) {
  const { db } = app.deps;

  route(app, memberConsoleOps.notes, ({ params, query }) => memberNotes(db, params.id, query));
  route(app, memberConsoleOps.addNote, ({ params, body, who }) => noteMember(db, who, params.id, body.body));
  route(app, memberConsoleOps.setLabels, ({ params, body, who }) => labelMember(db, who, params.id, body.labels));
  route(app, memberConsoleOps.forcePassword, ({ params, body, who }) =>
    forcePasswordChange(db, who, params.id, body.reason),
  );
}

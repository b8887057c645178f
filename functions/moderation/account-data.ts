import { moderationTable } from './entities/moderation';

/*
 * "Download my data": the moderation desk's decisions about a person, as their statements of reasons
 * told them (the action, the reason, the note, the appeal and its outcome). Left out: who reported
 * them and which moderators decided, which are other people's. Nothing of the desk is deleted with an
 * account: reports and decisions hold no name or address (the desk reads those from the person's
 * record, and a deleted one is a "Former user"), and they and the audit log are what keeps a
 * decision accountable.
 */

export interface ModerationDecisionExport {
  decisionId: string;
  kind: string;
  action: string;
  reasonCode: string;
  note: string;
  decidedAt: string;
  appealUntil: string | null;
  appeal: { text: string; filedAt: string; outcome: string | null; decidedAt: string | null } | null;
}

export async function exportDecisionsAbout(userId: string): Promise<ModerationDecisionExport[]> {
  const { decisions } = await moderationTable.aboutSubject(userId);
  return decisions.map((decision) => ({
    decisionId: decision.decisionId,
    kind: decision.kind,
    action: decision.action,
    reasonCode: decision.reasonCode,
    note: decision.note,
    decidedAt: decision.decidedAt,
    appealUntil: decision.appealUntil ?? null,
    appeal: decision.appeal
      ? {
          text: decision.appeal.text,
          filedAt: decision.appeal.filedAt,
          outcome: decision.appeal.outcome ?? null,
          decidedAt: decision.appeal.decidedAt ?? null,
        }
      : null,
  }));
}

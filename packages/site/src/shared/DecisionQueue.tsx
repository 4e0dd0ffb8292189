import { useState } from 'react';
import { NO_ANSWER_FAILURE, type ApiResult, type CacheKey } from '@csz/core';
import { useQueryCache } from '../api/useQuery';
import { useFocusAfterDecision } from './StaffQueue';
import './decisionQueue.css';

/** One of the two decisions a queue's item offers (Approve, Decline; Accept, Reject). */
export interface QueueDecision<T> {
  label: string;
  /** The first decision is the queue's main button. */
  primary?: boolean;
  send: (item: T) => Promise<ApiResult<unknown>>;
  /** What the status line says once it is done ('Approved: …'). */
  done: (item: T) => string;
}

/**
 * A queue of requests to decide (role approvals, coach reports), in a staff queue's page: a card
 * for each with its heading, facts and decisions, a status line that says what each decision did,
 * and focus on the next item once the queue has loaded again. A refusal because another decided
 * first (409) is said, and the queue loads again without the item.
 */
export function DecisionQueue<T>({
  name,
  items,
  idOf,
  heading,
  facts,
  decisions,
  empty,
  queueKey,
  total = items.length,
}: {
  /** A word for ids ('role-approval'). */
  name: string;
  items: readonly T[];
  idOf: (item: T) => number;
  heading: (item: T) => string;
  facts: (item: T) => readonly (readonly [term: string, value: string])[];
  decisions: readonly QueueDecision<T>[];
  /** The text of an empty queue. */
  empty: string;
  /** The cache key of the queue, loaded again after a decision. */
  queueKey: CacheKey;
  /** How many wait in all, when the server sends only the oldest. @default items.length */
  total?: number;
}) {
  const cache = useQueryCache();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const emptyId = `${name}-empty`;
  const headingId = (id: number) => `${name}-${id}`;
  const decided = useFocusAfterDecision(items, idOf, headingId, emptyId);

  const decide = (item: T, decision: QueueDecision<T>) => {
    if (busy) return;
    setBusy(true);
    setStatus('Saving…');
    void decision
      .send(item)
      .catch(() => ({ ok: false as const, failure: NO_ANSWER_FAILURE }))
      .then((answer) => {
        setBusy(false);
        setStatus(answer.ok ? decision.done(item) : answer.failure.message);
        // 409: another decided it first; the queue is out of date and loads again without it.
        if (answer.ok || answer.failure.status === 409) {
          decided(idOf(item));
          cache.invalidate(queueKey);
        }
      });
  };

  return (
    <>
      {total > items.length ? (
        <p className="site-page__hint">
          {`The ${items.length} oldest of ${total} waiting: the next ones appear as these are decided.`}
        </p>
      ) : null}
      <p className="decision-queue__status" role="status" aria-live="polite">
        {status}
      </p>
      {items.length === 0 ? (
        <p id={emptyId} className="site-page__hint" tabIndex={-1}>
          {empty}
        </p>
      ) : (
        <ol className="decision-queue__items">
          {items.map((item) => {
            const id = idOf(item);
            return (
              <li key={id}>
                <section
                  className="csz-card site-card decision-queue__item"
                  aria-labelledby={headingId(id)}
                >
                  <h2 id={headingId(id)} className="site-card__title" tabIndex={-1}>
                    {heading(item)}
                  </h2>
                  <dl className="decision-queue__facts">
                    {facts(item).map(([term, value]) => (
                      <div key={term}>
                        <dt>{term}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <div className="decision-queue__actions">
                    {decisions.map((decision) => (
                      <button
                        key={decision.label}
                        type="button"
                        className={
                          decision.primary ? 'csz-button' : 'csz-button csz-button--secondary'
                        }
                        aria-disabled={busy}
                        onClick={() => decide(item, decision)}
                      >
                        {decision.label}
                      </button>
                    ))}
                  </div>
                </section>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

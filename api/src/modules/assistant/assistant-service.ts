import { setImmediate as nextTurn } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { chatMessages, type ChatMessage, type Guide } from 'contracts';
import type { Db } from '../../db/db';
import { HttpError, notFound } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import { createCatalogueRepository } from '../catalogue/catalogue-repository';
import { createPoliciesRepository } from '../policies/policies-repository';
import { ensureUser } from '../users/users-repository';
import { createConversationsRepository, titleOf, type ConversationState } from './conversations-repository';
import { answer, type Outcome } from './engine';
import { warmLexicon } from './lexicon';
import { streamVerified, type ChatTurn, type LlmConfig } from './llm';
import { answerVisitor, asksPlans, visitorBikeValue, visitorBikeValues, type VisitorPrice } from './visitor';

/** A bike value within the partner's range, rated only to read its packages' coverages. */
const PLANS_REFERENCE_VALUE = 1000;
import { deltas } from './stream-text';
import { buildWalletContext } from './wallet-context';

/** The most policies an answer considers (a wallet is far smaller). */
const WALLET_LIMIT = 100;
/** Earlier messages the engine and the model see. */
const HISTORY = 6;

export interface StreamCallbacks {
  /** Sends one delta to the person; resolves when it has been written. */
  delta(text: string): Promise<void>;
}

export interface AssistantService {
  create(user: AuthUser, firstMessage: string | null | undefined): Promise<ConversationState>;
  list(sub: string, limit: number): Promise<ConversationState[]>;
  messages(sub: string, id: string, limit: number): Promise<ChatMessage[]>;
  /** 404 unless `sub` owns the conversation. */
  owned(sub: string, id: string): Promise<ConversationState>;
  /**
   * Answers `message` in the conversation: stores it, streams the answer through `out`, stores the answer.
   * When `signal` aborts (the person closed the stream, ended the conversation or reset), the work stops and
   * what was sent so far is stored, marked interrupted (nothing when nothing was sent).
   */
  answer(
    sub: string,
    conversation: ConversationState,
    message: string,
    out: StreamCallbacks,
    signal: AbortSignal,
  ): Promise<Outcome>;
  /** Ends the conversation and stops its running answer. */
  end(sub: string, id: string): Promise<boolean>;
  /** Stops every running answer of `sub` and ends their open conversations. */
  reset(sub: string): Promise<number>;
  /** Registers a running answer so end/reset can stop it. */
  track(sub: string, id: string, controller: AbortController): () => void;
  /** Answers a signed-out person's question about the products (nothing is stored). */
  visitor(message: string, history: string[], out: StreamCallbacks, signal: AbortSignal): Promise<Outcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    assistant: AssistantService;
  }
}

/** Rates a bike of this value with the partner: its packages' names and annual prices. */
export type BikeRater = (value: number) => Promise<VisitorPrice['packages']>;

/** The NOTIFY channel of 'stop the answer of this conversation' (payload: the conversation id). */
export const STOP_CHANNEL = 'chat_stop';

export interface AssistantOptions {
  /** How often a running answer records itself and checks it was not stopped. Default 10 s. */
  heartbeatMs?: number;
  /** Rates a bike for the visitors' questions; null: Amparo for visitors gives no price. */
  rateBike?: BikeRater | null;
}

export function createAssistantService(
  db: Db,
  llm: LlmConfig | null,
  { heartbeatMs = 10_000, rateBike = null }: AssistantOptions = {},
): AssistantService & { stopLocal(conversationId: string): void } {
  warmLexicon();
  const conversations = createConversationsRepository(db, heartbeatMs);
  const policies = createPoliciesRepository(db);
  // Guides are seeded catalogue data: read once.
  let guides: Promise<Guide[]> | null = null;
  const loadGuides = () =>
    (guides ??= createCatalogueRepository(db)
      .allGuides()
      .catch((error: unknown) => {
        guides = null;
        throw error;
      }));
  /*
   * Running answers of this process by conversation. end and reset stop them here at once and tell every
   * other instance through NOTIFY (STOP_CHANNEL); each running answer's heartbeat also notices an ended
   * conversation, in case a notification was lost (a LISTEN connection being replaced).
   */
  const running = new Map<string, AbortController>();
  const stopLocal = (conversationId: string) => running.get(conversationId)?.abort();
  const stopEverywhere = async (ids: Iterable<string>) => {
    for (const id of ids) {
      stopLocal(id);
      await conversations.notifyStop(STOP_CHANNEL, id);
    }
  };

  const owned = async (sub: string, id: string) => {
    const conversation = await conversations.findOwned(sub, id);
    if (!conversation) throw notFound(chatMessages.conversationNotFound);
    return conversation;
  };

  return {
    async create(user, firstMessage) {
      const { id } = await ensureUser(db, user);
      return conversations.create(id, titleOf(firstMessage));
    },

    list: (sub, limit) => conversations.list(sub, limit),

    async messages(sub, id, limit) {
      await owned(sub, id);
      return conversations.messages(id, limit);
    },

    owned,

    async answer(sub, conversation, message, out, signal) {
      const [earlier, wallet, allGuides] = await Promise.all([
        conversations.messages(conversation._id, HISTORY),
        policies.wallet(sub, WALLET_LIMIT),
        loadGuides(),
      ]);
      // The question and the (running, empty) answer are stored while the answer starts, off the first
      // token's path: an instance dying mid-stream leaves an answer every instance reads as interrupted.
      const started = conversations.startAnswer(conversation._id, message);
      started.catch(() => {});
      let sent = '';
      const beat = setInterval(() => {
        started
          .then((id) => conversations.heartbeat(id, sent))
          .then(({ ended }) => {
            if (ended) stopLocal(conversation._id);
          })
          .catch(() => {});
      }, heartbeatMs);
      beat.unref();

      try {
        const ctx = buildWalletContext(wallet, allGuides);
        const history = earlier.filter((m) => m.role === 'user').map((m) => m.content);
        const result = answer(message, ctx, { history, unsureCount: conversation.unsureCount });

        const emit = async (text: string) => {
          for (const piece of deltas(text)) {
            if (signal.aborted) return;
            await out.delta(piece);
            sent += piece;
            // Lets a closed connection be noticed between deltas.
            await nextTurn();
          }
        };
        if (llm) {
          const turns: ChatTurn[] = earlier.map((m) => ({ role: m.role, content: m.content }));
          await streamVerified({
            config: llm,
            ctx,
            question: message,
            history: turns,
            reference: result,
            emit,
            signal,
          });
        } else {
          await emit(result.text);
        }

        clearInterval(beat);
        const answerId = await started;
        if (signal.aborted) {
          await conversations.finishAnswer(answerId, sent, true);
          return result.outcome;
        }
        await conversations.finishAnswer(answerId, sent, false);
        const unsure = result.outcome === 'handoff' ? 0 : result.unsure ? conversation.unsureCount + 1 : 0;
        if (unsure !== conversation.unsureCount) await conversations.setUnsureCount(conversation._id, unsure);
        return result.outcome;
      } catch (error) {
        clearInterval(beat);
        // What was sent stays, marked interrupted; the failure itself is the route's to report.
        await started.then((id) => conversations.finishAnswer(id, sent, true)).catch(() => {});
        throw error;
      }
    },

    async end(sub, id) {
      await owned(sub, id);
      const ended = await conversations.end(sub, id);
      await stopEverywhere([id]);
      return ended;
    },

    async reset(sub) {
      const ended = await conversations.endAll(sub);
      await stopEverywhere(await conversations.running(sub));
      return ended;
    },

    async visitor(message, history, out, signal) {
      // The bike's value of the message, or of the conversation ('¿y si vale el doble?'): rated whenever one is
      // given, so a value out of the partner's range gets the partner's own limits.
      const value = visitorBikeValue(message, history);
      let price: VisitorPrice | null = null;
      let priceError: string | null = null;
      if (value !== null && rateBike) {
        try {
          price = { value, packages: await rateBike(value) };
        } catch (error) {
          // The partner's reason (a value out of its range) is Spanish and meant for people: the catalogue
          // passes it on as a 400 whose message it is.
          priceError =
            error instanceof HttpError && error.statusCode === 400
              ? error.message
              : error instanceof Error && 'partnerMessage' in error && typeof error.partnerMessage === 'string'
                ? error.partnerMessage
                : 'Ahora no pude calcular el precio.';
        }
      }
      // The plans' difference asked with no value: the partner's packages, rated at a reference value only for
      // their coverages (no price is said).
      let plans: VisitorPrice['packages'] | null = null;
      if (value === null && rateBike && asksPlans(message)) {
        try {
          plans = await rateBike(PLANS_REFERENCE_VALUE);
        } catch {
          plans = null;
        }
      }
      // Several bikes priced at once: each rated (the last one is `price`).
      const others: VisitorPrice[] = [];
      if (price && rateBike) {
        for (const other of visitorBikeValues(message).filter((v) => v !== value)) {
          try {
            others.push({ value: other, packages: await rateBike(other) });
          } catch {
            // (A value out of the partner's range is left out; the one asked last is answered.)
          }
        }
      }
      const result = answerVisitor(message, price, priceError, history, plans, others);
      for (const piece of deltas(result.text)) {
        if (signal.aborted) break;
        await out.delta(piece);
        await nextTurn();
      }
      return result.outcome;
    },

    track(_sub, id, controller) {
      running.get(id)?.abort();
      running.set(id, controller);
      return () => {
        if (running.get(id) === controller) running.delete(id);
      };
    },

    stopLocal,
  };
}

export default fp(
  async (app) => {
    const rateBike: BikeRater = async (value) =>
      (await app.sbiCatalogue.getPackages(app.config.sbi.bikeProductId, { valorDeclarado: value })).paquetes.map(
        (p) => ({ nombre: p.nombre, precio: p.precio, coberturas: p.coberturas.map((c) => c.nombreCobertura) }),
      );
    const service = createAssistantService(app.db, app.config.llm ?? null, {
      heartbeatMs: app.config.chat.heartbeatMs,
      rateBike,
    });
    app.decorate('assistant', service);
    // end and reset on any instance stop the answers running here.
    const unlisten = await app.db.listen(STOP_CHANNEL, (conversationId) => service.stopLocal(conversationId));
    app.addHook('onClose', () => unlisten().catch(() => undefined));
  },
  { name: 'assistant', dependencies: ['db', 'config', 'sbi-catalogue'] },
);

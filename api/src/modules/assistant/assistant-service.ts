import { setImmediate as nextTurn } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { chatMessages, type ChatMessage, type Guide } from 'contracts';
import type { Db } from '../../db/db';
import { notFound } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import { createPoliciesRepository } from '../policies/policies-repository';
import { ensureUser } from '../users/users-repository';
import { createConversationsRepository, titleOf, type ConversationState } from './conversations-repository';
import { answer, type Outcome } from './engine';
import { warmLexicon } from './lexicon';
import { streamVerified, type ChatTurn, type LlmConfig } from './llm';
import { answerVisitor, bikeValueIn, type VisitorPrice } from './visitor';
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
export type BikeRater = (value: number) => Promise<Array<{ nombre: string; precio: number }>>;

export function createAssistantService(
  db: Db,
  llm: LlmConfig | null,
  rateBike: BikeRater | null = null,
): AssistantService {
  warmLexicon();
  const conversations = createConversationsRepository(db);
  const policies = createPoliciesRepository(db);
  // Guides are seeded catalogue data: read once.
  let guides: Promise<Guide[]> | null = null;
  const loadGuides = () =>
    (guides ??= db
      .query<{ insurer: string; insurer_name: string; variant: string; title: string; content: Guide['content'] }>(
        `SELECT g.insurer_slug AS insurer, i.name AS insurer_name, g.variant, g.title, g.content
         FROM claim_guides g JOIN insurers i ON i.slug = g.insurer_slug`,
      )
      .then(({ rows }) =>
        rows.map((r) => ({
          insurer: r.insurer,
          insurerName: r.insurer_name,
          variant: r.variant,
          title: r.title,
          content: r.content,
        })),
      )
      .catch((error: unknown) => {
        guides = null;
        throw error;
      }));
  // Running answers, per person, in this process (end and reset reach the ones of this instance).
  const running = new Map<string, Map<string, AbortController>>();

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
      // Stored while the answer starts (off the first token's path); awaited before the answer is stored.
      const question = conversations.append(conversation._id, 'user', message);
      question.catch(() => {});
      const ctx = buildWalletContext(wallet, allGuides);
      const history = earlier.filter((m) => m.role === 'user').map((m) => m.content);
      const result = answer(message, ctx, { history, unsureCount: conversation.unsureCount });

      let sent = '';
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
        await streamVerified({ config: llm, ctx, question: message, history: turns, reference: result, emit, signal });
      } else {
        await emit(result.text);
      }

      await question;
      if (signal.aborted) {
        if (sent) await conversations.append(conversation._id, 'assistant', sent, true);
        return result.outcome;
      }
      await conversations.append(conversation._id, 'assistant', sent);
      const unsure = result.outcome === 'handoff' ? 0 : result.unsure ? conversation.unsureCount + 1 : 0;
      if (unsure !== conversation.unsureCount) await conversations.setUnsureCount(conversation._id, unsure);
      return result.outcome;
    },

    async end(sub, id) {
      await owned(sub, id);
      running.get(sub)?.get(id)?.abort();
      return conversations.end(sub, id);
    },

    async reset(sub) {
      for (const controller of running.get(sub)?.values() ?? []) controller.abort();
      return conversations.endAll(sub);
    },

    async visitor(message, history, out, signal) {
      // A follow-up ('vale 1500') reads the bike from the question before it.
      const value = bikeValueIn(message) ?? bikeValueIn(`${history.at(-1) ?? ''} ${message}`);
      const asksPrice = /\b(cuanto|precio|cuesta|sale|vale|cotiz)/i.test(`${history.at(-1) ?? ''} ${message}`);
      let price: VisitorPrice | null = null;
      let priceError: string | null = null;
      if (value !== null && asksPrice && rateBike) {
        try {
          price = { value, packages: await rateBike(value) };
        } catch (error) {
          // The partner's reason (a value out of its range) is Spanish and meant for people.
          priceError =
            error instanceof Error && 'partnerMessage' in error && typeof error.partnerMessage === 'string'
              ? error.partnerMessage
              : 'Ahora no pude calcular el precio.';
        }
      }
      const question = value !== null && !/\b(bici|bicicleta)\b/i.test(message) ? `${message} (bici)` : message;
      const result = answerVisitor(question, price, priceError);
      for (const piece of deltas(result.text)) {
        if (signal.aborted) break;
        await out.delta(piece);
        await nextTurn();
      }
      return result.outcome;
    },

    track(sub, id, controller) {
      const mine = running.get(sub) ?? new Map<string, AbortController>();
      running.set(sub, mine);
      mine.get(id)?.abort();
      mine.set(id, controller);
      return () => {
        if (mine.get(id) === controller) mine.delete(id);
        if (mine.size === 0) running.delete(sub);
      };
    },
  };
}

export default fp(
  async (app) => {
    const rateBike: BikeRater = async (value) =>
      (await app.sbiCatalogue.getPackages(app.config.sbi.bikeProductId, { valorDeclarado: value })).paquetes.map(
        (p) => ({ nombre: p.nombre, precio: p.precio }),
      );
    app.decorate('assistant', createAssistantService(app.db, app.config.llm ?? null, rateBike));
  },
  { name: 'assistant', dependencies: ['db', 'config', 'sbi-catalogue'] },
);

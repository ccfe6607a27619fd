import type { ChatMessage, ChatRole, Conversation } from 'contracts';
import type { Queryable } from '../../db/db';

interface ConversationRow {
  id: string;
  title: string | null;
  unsure_count: number;
  ended_at: string | null;
  created_at: string;
  last_activity_at: string;
}

interface MessageRow {
  id: string;
  role: ChatRole;
  content: string;
  interrupted: boolean;
  created_at: string;
}

/** A conversation as the engine needs it: the API's fields plus its state. */
export interface ConversationState extends Conversation {
  unsureCount: number;
}

const iso = (timestamp: string) => new Date(timestamp).toISOString();

export function toConversation(row: ConversationRow): ConversationState {
  return {
    _id: row.id,
    title: row.title,
    lastActivityAt: iso(row.last_activity_at),
    createdAt: iso(row.created_at),
    endedAt: row.ended_at ? iso(row.ended_at) : null,
    unsureCount: row.unsure_count,
  };
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    content: row.content,
    role: row.role,
    createdAt: iso(row.created_at),
    interrupted: row.interrupted,
  };
}

const TITLE_LENGTH = 80;

/** The conversation's title of its first message: one line, at most 80 characters. */
export function titleOf(message: string | null | undefined): string | null {
  const line = (message ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return null;
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : line;
}

const COLUMNS = 'c.id, c.title, c.unsure_count, c.ended_at, c.created_at, c.last_activity_at';

/** Conversations and messages of one owner; every read and write is scoped by the owner's `auth_sub`. */
export interface ConversationsRepository {
  create(userId: string, title: string | null): Promise<ConversationState>;
  list(sub: string, limit: number): Promise<ConversationState[]>;
  /** The conversation if `sub` owns it. */
  findOwned(sub: string, id: string): Promise<ConversationState | null>;
  /** The latest `limit` messages, oldest first. */
  messages(conversationId: string, limit: number): Promise<ChatMessage[]>;
  /** Appends a message, reopens the conversation, names it if it has no title, touches its activity. */
  append(conversationId: string, role: ChatRole, content: string, interrupted?: boolean): Promise<ChatMessage>;
  setUnsureCount(conversationId: string, count: number): Promise<void>;
  end(sub: string, id: string): Promise<boolean>;
  /** Ends every open conversation of `sub`; answers how many. */
  endAll(sub: string): Promise<number>;
  /**
   * Stores the question and, after it, the answer as running and empty, reopening the conversation;
   * answers the answer's id.
   */
  startAnswer(conversationId: string, question: string): Promise<string>;
  /** Records what was sent so far and a heartbeat; answers whether the conversation was ended meanwhile. */
  heartbeat(answerId: string, content: string): Promise<{ ended: boolean }>;
  /** The answer's final text; an interrupted answer with nothing sent is removed. */
  finishAnswer(answerId: string, content: string, interrupted: boolean): Promise<void>;
  /** Conversations of `sub` with an answer running on any instance. */
  running(sub: string): Promise<string[]>;
  /** Tells every instance to stop the running answer of a conversation (NOTIFY on `channel`). */
  notifyStop(channel: string, conversationId: string): Promise<void>;
}

/** A running answer whose heartbeat is older than this many beats reads as interrupted (its instance died). */
export const STALE_BEATS = 3;

export function createConversationsRepository(q: Queryable, heartbeatMs = 10_000): ConversationsRepository {
  const staleMs = heartbeatMs * STALE_BEATS;
  return {
    async create(userId, title) {
      const { rows } = await q.query<ConversationRow>(
        `INSERT INTO chat_conversations AS c (owner_user_id, title) VALUES ($1, $2) RETURNING ${COLUMNS}`,
        [userId, title],
      );
      return toConversation(rows[0]!);
    },

    async list(sub, limit) {
      const { rows } = await q.query<ConversationRow>(
        `SELECT ${COLUMNS} FROM chat_conversations c JOIN users u ON u.id = c.owner_user_id
         WHERE u.auth_sub = $1 ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $2`,
        [sub, limit],
      );
      return rows.map(toConversation);
    },

    async findOwned(sub, id) {
      const { rows } = await q.query<ConversationRow>(
        `SELECT ${COLUMNS} FROM chat_conversations c JOIN users u ON u.id = c.owner_user_id
         WHERE u.auth_sub = $1 AND c.id = $2`,
        [sub, id],
      );
      return rows[0] ? toConversation(rows[0]) : null;
    },

    async messages(conversationId, limit) {
      const { rows } = await q.query<MessageRow>(
        // A running answer is shown with what it has sent; one whose heartbeat stopped reads as interrupted.
        `SELECT id, role, content, created_at,
                interrupted OR (running AND heartbeat_at < clock_timestamp() - make_interval(secs => $3)) AS interrupted
         FROM (
           SELECT id, role, content, interrupted, running, heartbeat_at, created_at, seq FROM chat_messages
           WHERE conversation_id = $1 ORDER BY seq DESC LIMIT $2
         ) latest ORDER BY seq`,
        [conversationId, limit, staleMs / 1000],
      );
      return rows.map(toChatMessage);
    },

    async append(conversationId, role, content, interrupted = false) {
      const { rows } = await q.query<MessageRow>(
        `WITH m AS (
           INSERT INTO chat_messages (conversation_id, role, content, interrupted) VALUES ($1, $2, $3, $4)
           RETURNING id, role, content, interrupted, created_at
         ), c AS (
           UPDATE chat_conversations SET last_activity_at = clock_timestamp(), ended_at = NULL,
             title = coalesce(title, CASE WHEN $2 = 'user' THEN $5 END)
           WHERE id = $1
         )
         SELECT * FROM m`,
        [conversationId, role, content, interrupted, titleOf(content)],
      );
      return toChatMessage(rows[0]!);
    },

    async setUnsureCount(conversationId, count) {
      await q.query('UPDATE chat_conversations SET unsure_count = $2 WHERE id = $1', [conversationId, count]);
    },

    async end(sub, id) {
      const { rowCount } = await q.query(
        `UPDATE chat_conversations c SET ended_at = coalesce(c.ended_at, now()), unsure_count = 0
         FROM users u WHERE u.id = c.owner_user_id AND u.auth_sub = $1 AND c.id = $2`,
        [sub, id],
      );
      return rowCount > 0;
    },

    async endAll(sub) {
      const { rowCount } = await q.query(
        `UPDATE chat_conversations c SET ended_at = now(), unsure_count = 0
         FROM users u WHERE u.id = c.owner_user_id AND u.auth_sub = $1 AND c.ended_at IS NULL`,
        [sub],
      );
      return rowCount;
    },

    async startAnswer(conversationId, question) {
      const { rows } = await q.query<{ id: string }>(
        `WITH m AS (
           INSERT INTO chat_messages (conversation_id, role, content, running, heartbeat_at)
           SELECT $1, v.role, v.content, v.running, clock_timestamp()
           FROM (VALUES (1, 'user', $2, false), (2, 'assistant', '', true)) AS v (n, role, content, running)
           ORDER BY v.n
           RETURNING id, role
         ), c AS (
           UPDATE chat_conversations SET last_activity_at = clock_timestamp(), ended_at = NULL,
             title = coalesce(title, $3)
           WHERE id = $1
         )
         SELECT id FROM m WHERE role = 'assistant'`,
        [conversationId, question, titleOf(question)],
      );
      return rows[0]!.id;
    },

    async heartbeat(answerId, content) {
      const { rows } = await q.query<{ ended: boolean }>(
        `UPDATE chat_messages m SET content = $2, heartbeat_at = clock_timestamp()
         FROM chat_conversations c WHERE m.id = $1 AND m.running AND c.id = m.conversation_id
         RETURNING c.ended_at IS NOT NULL AS ended`,
        [answerId, content],
      );
      return { ended: rows[0]?.ended ?? false };
    },

    async finishAnswer(answerId, content, interrupted) {
      if (interrupted && !content) {
        await q.query('DELETE FROM chat_messages WHERE id = $1', [answerId]);
        return;
      }
      await q.query(
        `WITH m AS (
           UPDATE chat_messages SET content = $2, interrupted = $3, running = false, heartbeat_at = NULL
           WHERE id = $1 RETURNING conversation_id
         )
         UPDATE chat_conversations SET last_activity_at = clock_timestamp() WHERE id = (SELECT conversation_id FROM m)`,
        [answerId, content, interrupted],
      );
    },

    async running(sub) {
      const { rows } = await q.query<{ id: string }>(
        `SELECT DISTINCT c.id FROM chat_conversations c JOIN users u ON u.id = c.owner_user_id
         JOIN chat_messages m ON m.conversation_id = c.id AND m.running
         WHERE u.auth_sub = $1`,
        [sub],
      );
      return rows.map((r) => r.id);
    },

    async notifyStop(channel, conversationId) {
      await q.query('SELECT pg_notify($1, $2)', [channel, conversationId]);
    },
  };
}

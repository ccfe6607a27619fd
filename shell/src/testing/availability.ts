// Plays the shell's start-up for availability: publishes what the registered remotes serve.
import { publishServedScreens } from '@/app/publish-availability';
import { remoteRegistry } from '@/config/remote-registry';

/**
 * As at start-up with every remote of the registry in /remotes.json except `off` (switched off with
 * `npm run release -- off <pkg>`). Reset with shared-ui's clearAvailability().
 */
export function publishRegisteredRemotes({ off = [] }: { off?: string[] } = {}): void {
  publishServedScreens((remote) => Object.hasOwn(remoteRegistry, remote) && !off.includes(remote));
}

// The server's entry point: `pnpm start`.
//
// React chooses its development or production build by NODE_ENV when it is first loaded, and the
// embed frames are rendered with it: they are the production build's in every mode, so that what
// readers get is fast and quiet. The service's own mode (development shows the mail outbox at
// /dev/outbox) is read from NODE_ENV as it was given, before it is set for React. The service is
// imported only then, as static imports would load React first. The check of the Node it runs on
// comes before all (a deploy may start this file without pnpm, on the machine's Node).
import '../../../scripts/requireNode.mjs';

const given = { ...process.env };
process.env.NODE_ENV = 'production';
const { runService } = await import('./service');
runService(given);

// npm run drill -- load
// 1,000 autocannon connections for 60 s on a rotation of public reads while 10 ODF result
// messages a second are ingested and a few hundred SSE clients hold the live stream.
// Passes with 0 errors, 0 timeouts, 0 non-2xx reads, every ingest 200 and every delivery made.
// Env: DRILL_LOAD_SECONDS (60), DRILL_LOAD_CONNECTIONS (1000), DRILL_LOAD_SSE (300).
import http from 'node:http';
import autocannon from 'autocannon';
import { openLive } from './sse';
import {
  busiestDay,
  fmtMb,
  launchServer,
  machineLine,
  main,
  percentile,
  postOdf,
  requireOpenFiles,
  resultXml,
  rssKb,
  sleep,
  tempDir,
  unitsWithField,
  type DrillResult,
} from './support';
import path from 'node:path';

const SECONDS = Number(process.env.DRILL_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.DRILL_LOAD_CONNECTIONS ?? 1000);
const SSE_CLIENTS = Number(process.env.DRILL_LOAD_SSE ?? 300);
const RATE = 10; // ODF messages a second

async function run(): Promise<DrillResult> {
  console.log(`load drill on ${machineLine()}`);
  requireOpenFiles(CONNECTIONS + SSE_CLIENTS + 200);
  const dir = tempDir('load');
  const { server } = await launchServer({ dataDir: dir }, path.join(dir, 'server.log'));

  const day = await busiestDay(server.base);
  const units = await unitsWithField(server.base, 10);
  const paths = ['/api/medals', `/api/schedule/days/${day}`, '/api/athletes?page=2', '/api/schedule/grid'];
  console.log(`reads: ${paths.join(', ')}`);

  const live = Array.from({ length: SSE_CLIENTS }, () => openLive(server.base));
  await Promise.all(live.map((l) => l.ready));
  console.log(`${SSE_CLIENTS} SSE clients connected`);

  // The results feed: 10 messages a second, not waiting for each other.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  // Posted without waiting, so a later Version can overtake an earlier one on another socket:
  // the server then answers 200 "ignored" for the older one, which is right.
  const ingest = {
    sent: 0,
    ok: 0,
    ignored: 0,
    failed: 0,
    ms: [] as number[],
    versions: new Map<string, number>(),
  };
  const inflight: Promise<void>[] = [];
  const timer = setInterval(() => {
    const unit = units[ingest.sent % units.length]!;
    const version = (ingest.versions.get(unit.code) ?? 0) + 1;
    ingest.versions.set(unit.code, version);
    ingest.sent += 1;
    inflight.push(
      postOdf(server.base, resultXml(unit, version), agent).then(
        (res) => {
          ingest.ms.push(res.ms);
          if (res.status === 200 && res.body.includes('"applied"')) ingest.ok += 1;
          else if (res.status === 200 && res.body.includes('"ignored"')) ingest.ignored += 1;
          else {
            ingest.failed += 1;
            console.log(`ingest answered ${res.status}: ${res.body.slice(0, 200)}`);
          }
        },
        (err: Error) => {
          ingest.failed += 1;
          console.log(`ingest failed: ${err.message}`);
        },
      ),
    );
  }, 1000 / RATE);

  const rssBefore = rssKb(server.pid);
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  clearInterval(timer);
  await Promise.all(inflight);
  await sleep(2000); // the last frames reach the clients
  const rssAfter = rssKb(server.pid);

  const expected = ingest.ok;
  const delivered = live.reduce((n, l) => n + Math.min(l.client.unitFrames, expected), 0);
  const dropped = live.filter((l) => !l.client.connected).length;
  const outOfOrder = live.reduce((n, l) => n + l.client.outOfOrder, 0);
  for (const l of live) l.close();
  await server.stop();

  const rps = Math.round(result.requests.average);
  const lines = [
    '',
    `load: ${CONNECTIONS} connections, ${SECONDS} s, rotation of ${paths.length} public reads`,
    `  requests                 ${result.requests.total} (${rps} req/s average)`,
    `  latency                  p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `  errors / timeouts / non-2xx  ${result.errors} / ${result.timeouts} / ${result.non2xx}`,
    `  ingest                   ${ingest.sent} ODF messages at ${RATE}/s: ${ingest.ok} applied, ${ingest.ignored} ignored (overtaken by a newer Version), ${ingest.failed} failed, p50 ${percentile(ingest.ms, 50).toFixed(0)} ms, p99 ${percentile(ingest.ms, 99).toFixed(0)} ms`,
    `  live                     ${SSE_CLIENTS} SSE clients, ${delivered} of ${expected * SSE_CLIENTS} unit deliveries, ${dropped} dropped, ${outOfOrder} out of order`,
    `  server memory            ${fmtMb(rssBefore)} before the load, ${fmtMb(rssAfter)} after`,
  ];
  console.log(lines.join('\n'));
  const ok =
    result.errors === 0 &&
    result.timeouts === 0 &&
    result.non2xx === 0 &&
    ingest.failed === 0 &&
    delivered === expected * SSE_CLIENTS &&
    dropped === 0 &&
    outOfOrder === 0;
  return {
    name: 'load',
    ok,
    summary:
      `${CONNECTIONS} conns ${SECONDS} s: ${rps} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.errors + result.timeouts + result.non2xx} errors; ${ingest.ok + ingest.ignored}/${ingest.sent} ingests answered 200 at ${RATE}/s, ` +
      `${delivered}/${expected * SSE_CLIENTS} SSE deliveries`,
  };
}

main('load', run);

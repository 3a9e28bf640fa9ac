// End-to-end test of the web edition in headless Chromium (Debian's
// /usr/bin/chromium driven by playwright-core). Run it through
// build/web/test.sh, which builds the bundle, the desktop binary and the
// records first; it can also run alone:
//
//   node build/web/e2e.mjs   (SITE=<bundle dir> REC=<records dir> DESKTOP=<binary>)
//
// It serves the bundle on 127.0.0.1, loads it, and checks, with screenshots
// checked by pixels (build/web/out/e2e/*.png):
//   0. a quick start: five cold loads timed to the first interactive frame,
//      the main-thread tasks over 50 ms after it, and a first click's delay
//      (figures only, never asserted); then browser manners: no Quit, the
//      browser's shortcuts pass the game by, a name field's clipboard and
//      select-all, fullscreen left outside the game;
//   1. the loading screen, the first interactive frame (timed), the canvas
//      following the window, and clicks mapping to the right logical spot
//      at two window sizes;
//   2. determinism: records of bot-only games replayed in the browser reach
//      the same state hash as `aladdin -replay` on desktop;
//   3. a game against bots: a token placed by clicking the canvas, the
//      autosave in localStorage, reload, Continue, the same game resumed;
//   4. a corrupt stored save is reported and a new game offered;
//   5. the frame gap while Hard bots think, against the idle floor;
//   6. a bot-only game played to the game-over scene, whose browser-made
//      autosave also replays to the same hash on desktop;
//   7. the magic version, chosen by its chip at set-up: (a) a person plays
//      by clicks against a Hard and a Normal bot (placing, casting spell
//      cards and using artifacts with targets chosen on the board, passing
//      reaction windows, answering the magic dialogs) until they have cast
//      a spell and answered a window; (b) three bots play a magic game to
//      the game-over scene, the frames keep coming while they think; the
//      browser-made autosaves of both replay to the same hash on desktop;
//   8. looking back (issue 14): at section 6's game over, "Watch the
//      replay" stepped forwards and back by clicks (the board's pixels
//      change and come back); Recent games lists the game, Export makes a
//      download that replays to the same hash on desktop, Import through
//      the file chooser refuses a damaged file in plain words and lists a
//      good one; then "Take back" by clicks against bots: the autosave's
//      moves and hash as before the placement, the token behind the screen
//      again, a different token played (and with E2E_LOOK_TALLY=1, no
//      Take back once the tally begins: minutes of software-rendered bot
//      moves, so the desktop test checks it in every run instead).
//   9. delivery and offline (issue 20; E2E_ONLY=offline runs sections 1-2
//      and this): build/web/serve sends the wasm as brotli, gzip or plain
//      by Accept-Encoding (bytes on the wire recorded), the loader shows
//      the bytes that travel, the manifest makes the game installable, the
//      service worker activates, a reload with no network starts the game
//      from its cache, and an update waits for the next start without
//      reloading the playing page.
//  10. nothing lost (issue 20; E2E_ONLY=save runs sections 1-2 and this):
//      two tabs of one profile (the second says the game is open elsewhere
//      and takes it over; the first stops saving and says so; no move of
//      the game is lost), a full localStorage (the failed save on screen
//      and in the probe, the next move after freeing space saved), a
//      reload that resumes, and a damaged save's notice under no button.
//  11. touch (issue 20; E2E_ONLY=touch runs only this): a 1024x768
//      tablet, an 844x390 phone and a 1366x1024 tablet, each a touch
//      context: the set-up and a decision dialog by taps, a long press on a
//      space that shows its help and a tap on that note that opens its
//      rules, a token placed by two taps, a token tapped again going back,
//      a token dragged by a finger, two fingers zooming and unzooming the
//      phone's board, the phone held upright asking to be turned, and the
//      magic guide by taps up to a spell cast on a target; the smallest
//      text in CSS px at each size.
//  12. the online lobby (issue 23; E2E_ONLY=online runs only this, with
//      ALADDIN_SERVER naming a server: server/itest.sh -with env
//      E2E_ONLY=online build/web/test.sh): two pages, each its own
//      storage and so its own player, sign in by clicks and typing; one
//      makes a table for itself, a friend and a bot, the other joins it by
//      the code the first shows, and both see the game start at the
//      table, each page showing its own seat.
//  13. a desktop window and a browser page at one online table (issue 23;
//      E2E_ONLY=online runs it after section 12, E2E_ONLY=online-window
//      alone; ALADDIN_SERVER, and DISPLAY for the window): the desktop
//      program, driven through X by xdotool like game/e2e's tests, signs
//      in and makes a table for itself, a friend and a bot; a page joins
//      it by the code; both play round 1 by clicks (every placement and
//      every dialog each meets, the tally, the summary) and place one
//      token each in round 2, after which both show the same public facts
//      and each its own seat and hand. build/test.sh runs it in step 3.
// Measurements go to build/web/out/e2e/results.json.
//
// By default (the test command, build/test.sh) it runs the smoke tests only,
// what only a browser can show: sections 1-2 (the load, clicks at two
// sizes, sound waiting for the first click, the replay hash), 3-4 (a
// placement by clicks, reload and resume, a corrupt save), 9 (offline
// start), 10 (two tabs, a full storage) and 11 on one tablet (the set-up,
// a dialog and a placement by taps). Whole games, the replay screens, take
// back and the magic flow are tested headlessly on the real table
// (scenes; docs/UI.md, "Tests"). E2E_ONLY=all runs every section above,
// figures included; E2E_ONLY=<name> as below.
import { chromium } from 'playwright-core';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = process.env.SITE || path.join(here, 'out/site');
const REC = process.env.REC || path.join(here, 'out/records');
const DESKTOP = process.env.DESKTOP || path.join(here, 'out/aladdin-desktop');
const OUT = process.env.E2E_OUT || path.join(here, 'out/e2e');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// E2E_ONLY=basic, magic or look runs sections 1-2 and then only the
// basic games (3-6), only the magic game (7) or only take back, the replay
// and recent games (8); E2E_ONLY=start runs only section 0 (the quick
// start's five cold loads and browser manners); unset runs everything.
const ONLY = process.env.E2E_ONLY || '';
const ALL = ONLY === 'all'; // every section, figures and whole games included
const SMOKE = ONLY === ''; // the test command's run: the smoke tests only
const DEBUG = !!process.env.E2E_DEBUG; // logs each move of the magic game
const LW = 1600, LH = 1000; // the game's logical screen (assets.ScreenW, ScreenH)
const MIN_TEXT = 18; // game.MinTextSize: no text is drawn smaller (logical px)
const BOARD_W = 1180; // the board's width on it (assets.BoardW); the side panel is the rest
const STORE = 'aladdins-dragons/'; // game/store's localStorage prefix

// Settings written before the game starts: quick but still animated.
const FAST = { volume: 5, muted: false, speed: 2, fullscreen: false, botBeat: 4 };
const INSTANT = { ...FAST, speed: 3, botBeat: 1 };

const t0 = Date.now();
const results = { started: new Date().toISOString(), checks: [], skipped: [] };
let failures = 0;

function log(...a) { console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...a); }
function check(ok, what, detail = '') {
  results.checks.push({ ok: !!ok, what, detail: String(detail) });
  log(ok ? 'PASS' : 'FAIL', what, detail);
  if (!ok) failures++;
  return !!ok;
}
function skip(what, why) { results.skipped.push({ what, why }); log('SKIP', what, '-', why); }
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

// PATIENCE stretches every limit on waiting. The limits below are what a
// quiet machine needs; a busy one (a CI runner, a machine shared with
// other work) may take several times as long, and waiting longer costs
// nothing when the game is right: only a broken game ever reaches a
// limit. E2E_PATIENCE sets it; 2 by default, 4 under CI.
const PATIENCE = Number(process.env.E2E_PATIENCE) || (process.env.CI ? 4 : 2);
const patient = (ms) => Math.round(ms * PATIENCE);

// progress is what shows the game moving on: the scene and the probe's
// status (the board, the decision, the animation, the save...), but not
// its tick or whether it sleeps.
function progress(s) {
  if (!s) return '';
  const { awake, asleep, ...status } = s.status; // eslint-disable-line no-unused-vars
  return JSON.stringify([s.scene, status]);
}

// Patience is a limit on waiting for the game that counts only while the
// game stands still: each change its probe shows (progress) starts the
// count again, so a slow machine, whose game moves slowly, is never
// failed for its slowness. Only a game that has stood still for
// patient(still) ms, or that has not got there within patient(cap) ms
// however much it moved, runs out of patience.
class Patience {
  constructor(still, cap = 10 * still) {
    this.still = patient(still);
    this.started = Date.now();
    this.cap = this.started + patient(cap);
    this.seen = null;
    this.movedAt = this.started;
  }
  // over takes the latest probe and reports whether patience ran out.
  over(s) {
    const p = progress(s), now = Date.now();
    if (p !== this.seen) { this.seen = p; this.movedAt = now; }
    return now - this.movedAt > this.still || now > this.cap;
  }
  get seconds() { return Math.round((Date.now() - this.started) / 1000); }
  get stillSeconds() { return Math.round((Date.now() - this.movedAt) / 1000); }
}

// ---------- PNG decoding and pixel checks (no dependencies: zlib only) ----------

export function decodePNG(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let pos = 8, w = 0, h = 0, depth = 0, ctype = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), type = buf.toString('latin1', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') { w = data.readUInt32BE(0); h = data.readUInt32BE(4); depth = data[8]; ctype = data[9]; if (data[12]) throw new Error('interlaced PNG'); }
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  const bpp = { 2: 3, 6: 4 }[ctype];
  if (depth !== 8 || !bpp) throw new Error(`unsupported PNG (depth ${depth}, colour type ${ctype})`);
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = w * bpp, px = Buffer.alloc(w * h * 4);
  let prev = Buffer.alloc(stride), cur = Buffer.alloc(stride);
  for (let y = 0; y < h; y++) {
    const f = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      let v = line[i];
      if (f === 1) v += a; else if (f === 2) v += b; else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) { const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c); v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c; }
      cur[i] = v & 255;
    }
    for (let x = 0; x < w; x++) {
      px[(y * w + x) * 4] = cur[x * bpp]; px[(y * w + x) * 4 + 1] = cur[x * bpp + 1];
      px[(y * w + x) * 4 + 2] = cur[x * bpp + 2]; px[(y * w + x) * 4 + 3] = bpp === 4 ? cur[x * bpp + 3] : 255;
    }
    [prev, cur] = [cur, prev];
  }
  return { w, h, px };
}

// stats over a rectangle (page pixels): mean colour, number of distinct
// colours (4 bits per channel), and the share of pixels near each probe colour.
function stats(img, rect = null, probes = {}) {
  const r = rect || { x: 0, y: 0, w: img.w, h: img.h };
  const x0 = Math.max(0, Math.round(r.x)), y0 = Math.max(0, Math.round(r.y));
  const x1 = Math.min(img.w, Math.round(r.x + r.w)), y1 = Math.min(img.h, Math.round(r.y + r.h));
  const seen = new Set(), near = Object.fromEntries(Object.keys(probes).map((k) => [k, 0]));
  let n = 0, sr = 0, sg = 0, sb = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) {
    const i = (y * img.w + x) * 4, R = img.px[i], G = img.px[i + 1], B = img.px[i + 2];
    n++; sr += R; sg += G; sb += B;
    seen.add((R >> 4) << 8 | (G >> 4) << 4 | (B >> 4));
    for (const [k, [pr, pg, pb, tol]] of Object.entries(probes)) {
      if (Math.abs(R - pr) <= tol && Math.abs(G - pg) <= tol && Math.abs(B - pb) <= tol) near[k]++;
    }
  }
  for (const k in near) near[k] = n ? near[k] / n : 0;
  return { n, mean: [sr / n, sg / n, sb / n].map(Math.round), distinct: seen.size, near };
}

// diff is the share of pixels in rect that differ by more than tol on any channel.
function diff(a, b, rect, tol = 40) {
  let n = 0, d = 0;
  const x0 = Math.max(0, Math.round(rect.x)), y0 = Math.max(0, Math.round(rect.y));
  const x1 = Math.min(a.w, b.w, Math.round(rect.x + rect.w)), y1 = Math.min(a.h, b.h, Math.round(rect.y + rect.h));
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) {
    const i = (y * a.w + x) * 4;
    n++;
    if (Math.abs(a.px[i] - b.px[i]) > tol || Math.abs(a.px[i + 1] - b.px[i + 1]) > tol || Math.abs(a.px[i + 2] - b.px[i + 2]) > tol) d++;
  }
  return n ? d / n : 0;
}

// Colours from the loading screen and the game's skin (game/draw.go).
const NIGHT = [0x16, 0x1b, 0x3a, 40], GILT = [0xd9, 0xa4, 0x3a, 50], PARCHMENT = [0xf1, 0xe0, 0xb8, 24], BADRED = [0xe0, 0x40, 0x30, 60];

// ---------- serving the bundle ----------

function serve(dir) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };
  const srv = http.createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(dir, path.normalize(p).replace(/^(\.\.[/\\])+/, ''));
    const headers = { 'Content-Type': types[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache' };
    // The precompressed gzip wasm for browsers that take it (section 9
    // runs build/web/serve itself, which prefers brotli).
    let send = file;
    if (file.endsWith('.wasm') && /gzip/.test(req.headers['accept-encoding'] || '') && fs.existsSync(file + '.gz')) {
      send = file + '.gz'; headers['Content-Encoding'] = 'gzip';
    }
    fs.readFile(send, (err, data) => {
      if (err) { res.writeHead(404); res.end('not found'); return; }
      headers['Content-Length'] = data.length;
      res.writeHead(200, headers); res.end(data);
    });
  });
  return new Promise((resolve) => srv.listen(0, '127.0.0.1', () => resolve(srv)));
}

// ---------- driving the page ----------

// A frame-gap monitor: an rAF loop of the page's own, which stalls exactly
// when the main thread (where the Go program runs) is busy.
// saveWrites counts what the page writes to the autosave's values in
// localStorage (its parts included), to measure what one saved move costs
// over a whole game (a figure, never asserted): window.__saveWrites.
function saveWrites() {
  const w = window.__saveWrites = { writes: 0, bytes: 0, largest: 0 };
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) {
    if (this === window.localStorage && String(k).startsWith('aladdins-dragons/autosave') && !String(k).includes('.damaged-')) {
      const n = String(v).length;
      w.writes++; w.bytes += n; w.largest = Math.max(w.largest, n);
    }
    return set.call(this, k, v);
  };
}

function gapMonitor() {
  // t: our own rAF timestamps, th: whether a bot was searching for its move
  // then (the game's aladdin.thinking); task: how long each of the page's
  // other rAF callbacks ran, i.e. the Go program's frames (Ebitengine runs
  // Update and Draw from requestAnimationFrame), time the main thread was
  // theirs, with tth: thinking during that frame.
  // rd: the game's count of frames that repainted the screen (the others
  // keep the last picture and present nothing new).
  const g = { t: [], th: [], rd: [], task: [], tth: [], mark: 0, tmark: 0 };
  window.__gaps = g;
  const thinking = () => !!(window.aladdin && window.aladdin.thinking);
  const redraws = () => (window.aladdin && window.aladdin.redraws) || 0;
  const trim = (...arrs) => { if (arrs[0].length > 200000) for (const a of arrs) a.splice(0, 100000); };
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((ts) => {
    const s = performance.now();
    const before = thinking();
    try { return cb(ts); } finally { g.task.push(performance.now() - s); g.tth.push(before && thinking()); trim(g.task, g.tth); }
  });
  const loop = (t) => { g.t.push(t); g.th.push(thinking()); g.rd.push(redraws()); trim(g.t, g.th, g.rd); raf(loop); };
  raf(loop);
  window.__gapReset = () => { g.mark = g.t.length; g.tmark = g.task.length; };
  window.__gapStats = () => {
    const sum = (d) => {
      d.sort((a, b) => a - b);
      const q = (p) => (d.length ? d[Math.min(d.length - 1, Math.floor(p * d.length))] : 0);
      return { n: d.length, medianMs: q(0.5), p95Ms: q(0.95), maxMs: d.length ? d[d.length - 1] : 0 };
    };
    const t = g.t.slice(g.mark), th = g.th.slice(g.mark), rd = g.rd.slice(g.mark), d = [], dThink = [], dThinkStill = [];
    // A gap "repaints" when the game redrew a frame at either end of it
    // (the game's frame may run just before or after our own callback).
    const repaint = (i) => rd[i] !== rd[i - 1] || (i + 1 < rd.length && rd[i + 1] !== rd[i]);
    for (let i = 1; i < t.length; i++) {
      d.push(t[i] - t[i - 1]);
      if (th[i - 1] && th[i]) {
        dThink.push(t[i] - t[i - 1]);
        if (!repaint(i)) dThinkStill.push(t[i] - t[i - 1]);
      }
    }
    const tasks = g.task.slice(g.tmark), tth = g.tth.slice(g.tmark);
    const tThink = tasks.filter((_, i) => tth[i]);
    return { rafGap: sum(d.slice()), goFrame: sum(tasks.slice()), thinkingGap: sum(dThink.slice()), thinkingStillGap: sum(dThinkStill.slice()), thinkingGoFrame: sum(tThink.slice()),
      raw: { gaps: d, tasks } };
  };
}

// audioWatch keeps every AudioContext the page makes, to check that sound
// starts with the first click. Headless Chromium applies no autoplay policy
// (and reports user activation from the start), so the policy is emulated
// as browsers apply it to players: a context starts suspended and resume()
// does nothing until a real input event (press, key, touch) has happened.
function audioWatch() {
  window.__audio = [];
  let gesture = false;
  for (const ev of ['pointerdown', 'mousedown', 'keydown', 'touchend']) window.addEventListener(ev, () => { gesture = true; }, true);
  for (const name of ['AudioContext', 'webkitAudioContext']) {
    const AC = window[name];
    if (typeof AC !== 'function') continue;
    window[name] = class extends AC {
      constructor(...a) { super(...a); window.__audio.push(this); if (!gesture) super.suspend(); }
      resume() { return gesture ? super.resume() : Promise.resolve(); }
    };
  }
}

class Game {
  constructor(page) { this.page = page; }
  // still waits until the canvas holds the game's final picture: the game
  // has stopped repainting (aladdin.redraws counts the frames that
  // repainted) over six animation frames in a row. It waits on the game,
  // never for a time.
  async still(what, timeout = 60000) {
    const ok = await this.page.waitForFunction(() => {
      const a = window.aladdin, s = a && a.snapshot && a.snapshot();
      if (!s) return false;
      const w = window.__still || (window.__still = { r: -1, n: 0 });
      const r = a.redraws || 0;
      if (r !== w.r) { w.r = r; w.n = 0; return false; }
      return ++w.n >= 6;
    }, null, { timeout: patient(timeout), polling: 'raf' }).then(() => true).catch(() => false);
    await this.page.evaluate(() => { window.__still = null; });
    if (!ok) throw new Error(`${what}: the game kept repainting for ${patient(timeout) / 1000}s`);
  }
  // canvasIs waits until the canvas has followed the window to w x h.
  async canvasIs(w, h, timeout = 20000) {
    await this.page.waitForFunction(([w, h]) => {
      const r = document.querySelector('canvas').getBoundingClientRect();
      return Math.abs(r.width - w) <= 1 && Math.abs(r.height - h) <= 1;
    }, [w, h], { timeout: patient(timeout), polling: 'raf' }).catch(() => {});
  }
  // frames waits until the page has painted n animation frames.
  async frames(n) {
    await this.page.evaluate((n) => new Promise((r) => { let k = 0; const f = () => (++k >= n ? r() : requestAnimationFrame(f)); requestAnimationFrame(f); }), n);
  }
  async snapshot() { return this.page.evaluate(() => (window.aladdin && window.aladdin.snapshot ? window.aladdin.snapshot() : null)); }
  async autosave() { return this.page.evaluate(() => (window.aladdin && window.aladdin.autosave ? window.aladdin.autosave() : undefined)); }
  async stored(key) { return this.page.evaluate((k) => localStorage.getItem(k), STORE + key); }
  // waitFor watches the probe until pred accepts it, with the patience of
  // timeout (Patience: it fails only a game that stood still that long,
  // the patience factor applied). each, if given, is called with every
  // settled probe pred did not accept (to answer a dialog on the way).
  async waitFor(what, pred, timeout = 60000, each = null) {
    const p = new Patience(timeout);
    let s = null;
    for (;;) {
      s = await this.snapshot();
      if (s && pred(s)) return s;
      if (p.over(s)) break;
      if (each && s && settled(s)) await each(s);
      await wait(150);
    }
    throw new Error(`no ${what} after ${p.seconds} s, the game still for the last ${p.stillSeconds} s; last: ${JSON.stringify(s && { scene: s.scene, status: s.status, targets: Object.keys(s.targets || {}) })}`);
  }
  // answerUntil answers the person's dialogs (answerHuman) until pred
  // accepts a settled probe: the bots play on meanwhile, and the wait
  // lasts as long as the game moves.
  async answerUntil(what, pred, timeout = 60000) {
    return this.waitFor(what, (x) => settled(x) && pred(x), timeout, (x) => answerHuman(this, x));
  }
  // savedText is the autosave as the game reads it: one document, its
  // appended parts joined (aladdin.savedGame); null when none is saved.
  async savedText() { return this.page.evaluate(() => (window.aladdin && window.aladdin.savedGame ? window.aladdin.savedGame() : null)); }
  async savedGame() { const t = await this.savedText(); return t === null ? null : JSON.parse(t); }
  // autosaveKeys lists the autosave's values in localStorage, parts included.
  async autosaveKeys() { return this.page.evaluate((p) => Object.keys(localStorage).filter((k) => k === p || k.startsWith(p + '.part-')), STORE + 'autosave'); }
  async waitFirstFrame(timeout = 180000) {
    await this.page.waitForFunction(() => window.aladdin && (window.aladdin.firstFrame || (window.aladdin.loading && window.aladdin.loading.error)), null, { timeout: patient(timeout), polling: 200 });
    const err = await this.page.evaluate(() => window.aladdin.loading && window.aladdin.loading.error);
    if (err) throw new Error('the page reported: ' + err);
  }
  // map: logical point -> page point, from the canvas box (Ebitengine
  // letterboxes the logical screen to keep its aspect).
  async mapping() {
    const box = await this.page.evaluate(() => { const c = document.querySelector('canvas'); const r = c.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; });
    const s = Math.min(box.w / LW, box.h / LH);
    return { box, s, ox: box.x + (box.w - LW * s) / 2, oy: box.y + (box.h - LH * s) / 2 };
  }
  async toPage(x, y) { const m = await this.mapping(); return [m.ox + x * m.s, m.oy + y * m.s]; }
  async rectToPage([x0, y0, x1, y1]) { const m = await this.mapping(); return { x: m.ox + x0 * m.s, y: m.oy + y0 * m.s, w: (x1 - x0) * m.s, h: (y1 - y0) * m.s }; }
  // click: move, press, ~100 ms, release, like a person. In a slow
  // (software-GL) browser a frame can outlast 100 ms, so the button is held
  // until the game has run two ticks, and the next action waits two more:
  // a press and release between two ticks would be a click no game sees.
  async click(x, y) {
    const [px, py] = await this.toPage(x, y);
    this.mouseAt = [px, py];
    await this.page.mouse.move(px, py);
    await this.ticks(1);
    await this.page.mouse.down();
    await this.ticks(2);
    await this.page.mouse.up();
    await this.ticks(2);
  }
  // ticks waits until the game has run n more ticks. The waiting happens
  // in the page, one round trip in all: on a loaded machine each round trip
  // to the browser can take a few hundred milliseconds.
  // An idle game sleeps until the next input event (FPSModeVsyncOffMinimum)
  // and then runs a tick per event: a game whose tick has not moved for
  // 300 ms is nudged awake by moving the pointer a pixel (within the
  // target, as a hand would; a game that is awake but slow is left alone,
  // a nudge would only cost it a repaint). Waiting gives up after
  // patient(3 s): the click after it may then be lost, and the caller's
  // wait on the game's state says so.
  async ticks(n) {
    const end = Date.now() + patient(3000);
    let first = null;
    for (let k = 0; ; k++) {
      const r = await this.page.evaluate(async ([n, first, ms]) => {
        const tick = () => { const s = window.aladdin && window.aladdin.snapshot ? window.aladdin.snapshot() : null; return s ? s.tick : null; };
        const t0 = tick();
        if (t0 === null) return { state: 'none' };
        const from = first === null ? t0 : first;
        const end = performance.now() + ms;
        let last = t0, moved = performance.now();
        for (;;) {
          const t = tick();
          if (t >= from + n) return { state: 'ok', first: from };
          if (t !== last) { last = t; moved = performance.now(); }
          if (performance.now() - moved > 300) return { state: 'asleep', first: from };
          if (performance.now() > end) return { state: 'timeout', first: from };
          await new Promise((res) => setTimeout(res, 25));
        }
      }, [n, first, Math.max(0, end - Date.now())]);
      if (r.state === 'none') { await wait(150); return; }
      if (r.state !== 'asleep' || !this.mouseAt || Date.now() > end) return;
      first = r.first;
      await this.page.mouse.move(this.mouseAt[0] + (k % 2 ? 0 : 1), this.mouseAt[1]);
    }
  }
  async clickTarget(s, name) {
    const r = s.targets[name];
    if (!r) return false;
    await this.click((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
    return true;
  }
  async shot(name) {
    const buf = await this.page.screenshot({ path: path.join(OUT, name + '.png') });
    return decodePNG(buf);
  }
}

const targetsWith = (s, prefix) => Object.keys(s.targets).filter((k) => k.startsWith(prefix)).sort();
const settled = (s) => s && !s.scene.endsWith('~settling');

// setSeats clicks the set-up screen into: n players, seat 0 human or bot,
// the other seats bots of the given level (or levels[i] for seat i).
async function setSeats(g, { players, humanFirst, level, levels = [] }) {
  let s = await g.waitFor('the set-up screen', (x) => x.scene === 'setup' && settled(x));
  await g.clickTarget(s, `players:${players}`);
  s = await g.waitFor(`${players} players`, (x) => !!x.targets[`kind:${players - 1}:Bot`] && !x.targets[`kind:${players}:Bot`], 20000);
  for (let i = 0; i < players; i++) {
    const kind = i === 0 && humanFirst ? 'Human' : 'Bot';
    await g.clickTarget(s, `kind:${i}:${kind}`);
    if (kind === 'Bot') {
      const lv = levels[i] || level;
      s = await g.waitFor(`level chips of seat ${i}`, (x) => !!x.targets[`level:${i}:${lv}`], 20000);
      await g.clickTarget(s, `level:${i}:${lv}`);
    } else {
      s = await g.waitFor(`seat ${i} human`, (x) => !x.targets[`level:${i}:Easy`], 20000);
    }
    s = await g.snapshot();
  }
  return s;
}

// startGame presses Start; over an unfinished game the set-up screen asks
// first (its default keeps the game), so the question is answered with
// "Start new game".
async function startGame(g, s) {
  const waiting = s.status && s.status.continue === 'yes';
  await g.clickTarget(s, 'start');
  if (!waiting) return;
  const q = await g.waitFor('the question before a new game', (x) => x.scene === 'setup-confirm' && settled(x) && !!x.targets.startnew, 20000);
  await g.clickTarget(q, 'startnew');
}

// pastWelcome answers a fresh profile's first start (scenes/welcome.go):
// the welcome, with "Learn by playing" and "Play now"; "Play now" leads
// on to the set-up screen, which is where every later start opens.
async function pastWelcome(g) {
  const w = await g.waitFor('the welcome on a first start', (x) => x.scene === 'welcome' && settled(x) && !!x.targets['play-now'], 60000);
  await g.clickUntil('play-now', (x) => x.scene === 'setup', 'the set-up screen after "Play now"');
  return w;
}

async function answerHuman(g, s) {
  // Minimal human play for whatever dialog shows (like game/e2e/play_test.go).
  const scene = s.scene;
  if (scene === 'handoff') return g.clickTarget(s, 'ready');
  if (scene === 'summary') return g.clickTarget(s, 'next');
  if (scene === 'dialog-start') return g.clickTarget(s, 'default');
  if (scene === 'dialog-market') return g.clickTarget(s, 'decline');
  if (scene === 'dialog-camel') return g.clickTarget(s, 'camel:' + s.status.seat);
  if (scene === 'dialog-buy' || scene === 'dialog-bribe') return g.clickTarget(s, 'decline');
  return false;
}

// ---------- the test ----------

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  for (const f of fs.readdirSync(OUT)) if (f.endsWith('.png')) fs.unlinkSync(path.join(OUT, f));
  if (!fs.existsSync(path.join(SITE, 'index.html'))) throw new Error(`no bundle in ${SITE}: run build/web/build.sh`);
  const srv = await serve(SITE);
  const url = `http://127.0.0.1:${srv.address().port}/`;
  log('serving', SITE, 'at', url);
  const browser = await chromium.launch({
    executablePath: CHROMIUM, headless: true,
    // Playwright turns the autoplay policy off by default; a player's
    // browser has it on, and the test checks that sound waits for a click.
    ignoreDefaultArgs: ['--autoplay-policy=no-user-gesture-required'],
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=user-gesture-required'],
  });
  results.browser = browser.version();
  try {
    if (ONLY === 'online') await onlineLobby(browser, url);
    if (ONLY === 'online' || ONLY === 'online-window') return await windowAndPage(browser, url);
    if (ALL || ONLY === 'start') await quickStart(browser, url);
    if (ONLY === 'start') return;
    if (SMOKE || ALL || ONLY === 'touch') await touchPlay(browser, url);
    if (ONLY === 'touch') return;
    // No service worker here: its cache would serve the reloads below, so
    // the start-up figures would measure the device, not the network, on
    // whichever reload the worker happened to be ready (section 9 tests it).
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await context.addInitScript(gapMonitor);
    await context.addInitScript(saveWrites);
    await context.addInitScript(audioWatch);
    await context.addInitScript(([k, v]) => { if (localStorage.getItem(k) === null) localStorage.setItem(k, v); }, [STORE + 'settings', JSON.stringify(FAST)]);
    const page = await context.newPage();
    const consoleLines = [];
    page.on('console', (m) => { if (!/GL Driver Message|GPU stall|Service Worker registration blocked/.test(m.text())) consoleLines.push(m.text()); });
    page.on('pageerror', (e) => { consoleLines.push('pageerror: ' + e.message); log('page error:', e.message); });
    const g = new Game(page);

    // 1. Loading screen, first interactive frame.
    // Hold the wasm back for a moment, so the loading screen is seen
    // mid-download however fast the local server is.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route('**/aladdin.wasm*', async (route) => { await held; await route.continue().catch(() => {}); });
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('status') && /Loading|Opening/.test(document.getElementById('status').textContent), null, { timeout: patient(30000) });
    const loader = await g.shot('01-loading');
    release();
    const ls = stats(loader, null, { night: NIGHT, gilt: GILT });
    check(ls.near.night > 0.6 && ls.near.gilt > 0.002, 'loading screen: night-blue page with gilt title and bar', JSON.stringify(ls.near));
    await g.waitFirstFrame();
    // Time a clean load (the first one held the wasm back on purpose).
    await page.reload();
    await g.waitFirstFrame();
    const load = await page.evaluate(() => ({ ...window.aladdin.loading, firstFrameAt: window.aladdin.firstFrameAt }));
    results.startup = {
      fetchMs: Math.round(load.fetched - load.start), instantiateMs: Math.round(load.instantiated - load.fetched),
      firstInteractiveFrameMs: Math.round(load.firstFrameAt), goStartToFirstFrameMs: Math.round(load.firstFrameAt - load.instantiated),
    };
    log('startup', JSON.stringify(results.startup));
    check(load.firstFrameAt > 0, 'first interactive frame reported by the game', `${Math.round(load.firstFrameAt)} ms after navigation`);
    const hooked = (await g.snapshot()) !== null;
    if (!hooked) skip('everything that needs the scene probe', 'aladdin.snapshot() is null: App.Draw does not call webFrame');

    // The idle floor: frame gaps on the set-up screen, nothing thinking.
    // (Figures only, for E2E_ONLY=all and basic.)
    if (ALL || ONLY === 'basic') {
      await page.evaluate(() => window.__gapReset());
      await g.frames(240);
      results.idle = await page.evaluate(() => { const x = window.__gapStats(); delete x.raw; return x; });
      log('idle set-up screen: frame gaps and Go frame times', JSON.stringify(results.idle));
    }

    let setupShot = null;
    if (hooked) {
      let s = await g.waitFor('the set-up screen', (x) => x.scene === 'setup' && settled(x));
      await g.still('the set-up screen drawn');
      setupShot = await g.shot('02-setup');
      const panel = await g.rectToPage([300, 260, 1300, 900]);
      const st = stats(setupShot, panel, { parchment: PARCHMENT });
      check(st.near.parchment > 0.25 && st.distinct > 40, 'set-up screen drawn (parchment panel, varied pixels)', JSON.stringify(st));
      // The canvas follows the window.
      const m1 = await g.mapping();
      check(Math.abs(m1.box.w - 1280) <= 1 && Math.abs(m1.box.h - 800) <= 1, 'canvas fills the 1280x800 window', JSON.stringify(m1.box));
      // Clicks map at two window sizes: players:3 in a wide window, players:4 in a tall one.
      await page.setViewportSize({ width: 1100, height: 900 });
      await g.canvasIs(1100, 900);
      // The game lays itself out again on its next ticks: a click made
      // before then was read against the old layout and missed the chip.
      await g.ticks(3);
      const m2 = await g.mapping();
      check(Math.abs(m2.box.w - 1100) <= 1 && Math.abs(m2.box.h - 900) <= 1, 'canvas follows a resize to 1100x900', JSON.stringify(m2.box));
      const audioBefore = await page.evaluate(() => window.__audio.map((a) => a.state));
      s = await g.snapshot();
      await g.clickTarget(s, 'players:3');
      await page.waitForFunction(() => window.__audio.some((a) => a.state === 'running'), null, { timeout: patient(10000), polling: 50 }).catch(() => {});
      const audioAfter = await page.evaluate(() => window.__audio.map((a) => a.state));
      // Before the first click no context may run (the game may also make
      // none until then); after it, one runs.
      check(!audioBefore.includes('running') && audioAfter.includes('running'),
        'sound waits for the first click: the audio context runs only after it', `before ${JSON.stringify(audioBefore)}, after ${JSON.stringify(audioAfter)}`);
      s = await g.waitFor('3 players chosen', (x) => !x.targets['kind:3:Human'], 15000).catch(() => null);
      check(s !== null, 'a click at 1100x900 (letterboxed) hits the "3 players" chip');
      await page.setViewportSize({ width: 1280, height: 800 });
      await g.canvasIs(1280, 800);
      await g.ticks(3);
      s = await g.snapshot();
      await g.clickTarget(s, 'players:4');
      s = await g.waitFor('4 players chosen', (x) => !!x.targets['kind:3:Human'], 15000).catch(() => null);
      check(s !== null, 'a click at 1280x800 hits the "4 players" chip');
    }

    // 2. Determinism: desktop and browser replays of the same records.
    const recs = fs.existsSync(REC) ? fs.readdirSync(REC).filter((f) => f.endsWith('.json')).sort() : [];
    if (!fs.existsSync(DESKTOP) || recs.length === 0) skip('determinism', `no desktop binary (${DESKTOP}) or no records in ${REC}`);
    results.determinism = [];
    for (const f of recs) {
      const data = fs.readFileSync(path.join(REC, f), 'utf8');
      const desk = execFileSync(DESKTOP, ['-replay', path.join(REC, f)], { encoding: 'utf8' }).trim();
      const t = Date.now();
      const web = await page.evaluate((d) => window.aladdin.replay(d), data);
      const webLine = web.error ? 'error ' + web.error : `hash ${web.hash} moves ${web.moves}`;
      results.determinism.push({ record: f, desktop: desk, browser: webLine, browserMs: Date.now() - t });
      check(desk === webLine, `determinism: ${f} replays to the same hash on desktop and in the browser`, `${desk} | ${webLine}`);
    }
    const tampered = await page.evaluate((d) => window.aladdin.replay(d.replace(/"hash": "[0-9a-f]+"/, '"hash": "1234"')), fs.readFileSync(path.join(REC, recs[0] || 'none'), 'utf8').toString());
    check(tampered && tampered.error && /altered/.test(tampered.error), 'a tampered record is refused in the browser', tampered && tampered.error);

    if (hooked) {
      if (SMOKE || ALL || ONLY === 'basic') await basicGames(g, page, setupShot);
      // Section 8 starts at section 6's game-over scene (alone, it plays its own).
      if (ALL || ONLY === 'look') await lookBack(g, page);
      if (ALL || ONLY === 'magic') await magicGame(g, page, setupShot);
    }
    // E2E_ONLY=save: sections 1-2 and then only section 10.
    if (hooked && (SMOKE || ALL || ONLY === 'save')) await savesAndTabs(browser, url);
    // E2E_ONLY=offline: sections 1-2 and then only section 9.
    if (SMOKE || ALL || ONLY === 'offline') await offlineStart(browser);
    results.console = consoleLines.slice(-30);
  } finally {
    await browser.close();
    srv.close();
  }
}

// quickStart: a quick start (issue 20; E2E_ONLY=start runs it alone). Five
// cold loads, each in a new context (empty cache and storage): the loader's
// first paint, the game's first interactive frame, and every main-thread
// task over 50 ms (PerformanceObserver 'longtask', buffered) from the first
// frame until the game has painted all its start art (aladdin.artReady) and
// the page has drawn 30 more frames; then a first click on the set-up
// screen (it starts the sound synthesis): how long until the game shows it,
// and the long tasks until 60 frames later. Figures only, never asserted:
// they depend on the machine (docs/WEB.md has them, taken when quiet).
async function quickStart(browser, url) {
  const frames = (page, n) => page.evaluate((n) => new Promise((r) => {
    let k = 0;
    const f = () => (++k >= n ? r() : requestAnimationFrame(f));
    requestAnimationFrame(f);
  }), n);
  const loads = [];
  for (let i = 0; i < 5; i++) {
    // No service worker: its install would fetch the bundle again during
    // the very seconds measured (section 9 tests it).
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await ctx.addInitScript(() => {
      window.__long = [];
      try {
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); })
          .observe({ type: 'longtask', buffered: true });
      } catch (e) { window.__long = null; }
    });
    const page = await ctx.newPage();
    const g = new Game(page);
    await page.goto(url);
    await g.waitFirstFrame();
    await page.waitForFunction(() => window.aladdin.artReady, null, { timeout: patient(180000), polling: 100 });
    await frames(page, 30);
    const a = await page.evaluate(() => {
      const p = performance.getEntriesByName('first-contentful-paint')[0];
      return { loading: window.aladdin.loading, firstFrameAt: window.aladdin.firstFrameAt, fcp: p ? p.startTime : null,
        now: performance.now(), long: window.__long };
    });
    // A fresh profile: the welcome first, "Play now" to the set-up screen.
    await pastWelcome(g);
    // The first click on the set-up screen: its "3 players" chip, from the
    // press to the snapshot that shows it chosen.
    let s = await g.waitFor('the set-up screen', (x) => x.scene === 'setup' && settled(x));
    const chip = s.targets['players:3'] ? 'players:3' : 'players:4';
    const r = s.targets[chip];
    const [px, py] = await g.toPage((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
    g.mouseAt = [px, py];
    await page.mouse.move(px, py);
    const clickAt = await page.evaluate(() => performance.now());
    await page.mouse.down();
    await g.ticks(2); // held until the game has seen it (see Game.click)
    await page.mouse.up();
    const want = chip === 'players:3' ? (x) => !x.targets['kind:3:Human'] && !x.targets['kind:3:Bot'] : (x) => !!x.targets['kind:3:Bot'];
    await page.waitForFunction((chip) => {
      const x = window.aladdin.snapshot();
      return x && (chip === 'players:3' ? !x.targets['kind:3:Human'] && !x.targets['kind:3:Bot'] : !!x.targets['kind:3:Bot']);
    }, chip, { timeout: patient(60000), polling: 'raf' });
    const shownAt = await page.evaluate(() => performance.now());
    await g.waitFor('the click shown', want, 5000);
    await frames(page, 60);
    const longAll = await page.evaluate(() => window.__long);
    await ctx.close();
    if (!a.long) { skip('long tasks', 'this browser has no longtask PerformanceObserver'); }
    const after = (from, to) => (longAll || []).filter(([t]) => t >= from && t < to).map(([t, d]) => ({ atMs: Math.round(t), ms: Math.round(d) }));
    const startTasks = after(a.firstFrameAt, a.now);
    const clickTasks = after(clickAt, Infinity);
    const before = (longAll || []).filter(([t]) => t < a.firstFrameAt).map(([t, d]) => ({ atMs: Math.round(t), ms: Math.round(d) }));
    const L = a.loading;
    const load = {
      loaderPaintMs: a.fcp && Math.round(a.fcp), fetchedMs: Math.round(L.fetched), instantiatedMs: Math.round(L.instantiated),
      firstFrameMs: Math.round(a.firstFrameAt), artReadyWithin30FramesMs: Math.round(a.now),
      longestAfterFirstFrameMs: Math.max(0, ...startTasks.map((t) => t.ms)), over200AfterFirstFrame: startTasks.filter((t) => t.ms > 200).length,
      clickShownMs: Math.round(shownAt - clickAt), longestAfterClickMs: Math.max(0, ...clickTasks.map((t) => t.ms)),
      longBeforeFirstFrame: before, longAfterFirstFrame: startTasks, longAfterClick: clickTasks,
    };
    log(`start: cold load ${i + 1}:`, JSON.stringify(load));
    loads.push(load);
  }
  const median = (k) => { const v = loads.map((l) => l[k]).filter((x) => typeof x === 'number').sort((x, y) => x - y); return v.length ? v[Math.floor(v.length / 2)] : null; };
  results.quickStart = {
    loads: loads.length,
    medianLoaderPaintMs: median('loaderPaintMs'), medianFetchedMs: median('fetchedMs'), medianInstantiatedMs: median('instantiatedMs'),
    medianFirstFrameMs: median('firstFrameMs'), medianArtReadyMs: median('artReadyWithin30FramesMs'),
    longestTaskAfterFirstFrameMs: Math.max(...loads.map((l) => l.longestAfterFirstFrameMs)),
    medianLongestTaskAfterFirstFrameMs: median('longestAfterFirstFrameMs'),
    medianClickShownMs: median('clickShownMs'), longestTaskAfterClickMs: Math.max(...loads.map((l) => l.longestAfterClickMs)),
    each: loads,
  };
  log('start: medians of', loads.length, 'cold loads', JSON.stringify({ ...results.quickStart, each: undefined }));
  check(loads.every((l) => l.firstFrameMs > 0), 'start: five cold loads each reached the first interactive frame', loads.map((l) => l.firstFrameMs).join(', ') + ' ms');
  await browserManners(browser, url);
}

// browserManners (with E2E_ONLY=start): no Quit in the browser; browser
// shortcuts pass the game by (Ebitengine would cancel them) while its own
// keys still reach it; a name field takes a paste, Ctrl+A selects its text,
// copy and cut give its text; leaving fullscreen outside the game turns the
// setting off.
async function browserManners(browser, url) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await ctx.addInitScript(() => {
    // Every keydown, seen first (capture, registered before the game's
    // own listener); whether its default was cancelled is read after it.
    window.__keys = [];
    window.addEventListener('keydown', (e) => { if (!['Control', 'Shift', 'Alt', 'Meta'].includes(e.key)) window.__keys.push(e); }, true);
  });
  const page = await ctx.newPage();
  const g = new Game(page);
  try {
    await page.goto(url);
    await g.waitFirstFrame();
    const w = await pastWelcome(g);
    check(!!w.targets.learn && !!w.targets['play-now'] && !!w.targets['learn-magic'] && !w.targets.quit,
      'first start: a fresh profile opens on the welcome, "Learn by playing" and "Play now" (which leads to the set-up screen), no Quit',
      Object.keys(w.targets).join(' '));
    let s = await g.waitFor('the set-up screen', (x) => x.scene === 'setup' && settled(x));
    check(!s.targets.quit && !!s.targets.settings, 'manners: the set-up screen offers no Quit in the browser', Object.keys(s.targets).filter((k) => !/:/.test(k)).join(' '));
    // Focus the canvas with a click on empty parchment, then keys.
    await g.click(1345, 600);
    const cancelled = async (key) => {
      await page.evaluate(() => { window.__keys.length = 0; });
      await page.keyboard.press(key);
      await g.ticks(2);
      return page.evaluate(() => window.__keys.map((e) => e.defaultPrevented));
    };
    // Shortcuts that do nothing visible here (zoom in, zoom reset, dev
    // tools); F5 or Ctrl+R would reload the page under the test.
    const browserKeys = [];
    for (const k of ['Control+Equal', 'Control+Digit0', 'F12']) browserKeys.push(...await cancelled(k));
    const game3 = await cancelled('Digit3');
    check(browserKeys.length > 0 && !browserKeys.includes(true) && game3.length > 0 && game3.every((p) => p),
      'manners: browser shortcuts (Ctrl+=, Ctrl+0, F12) pass the game by, a game key (3) still goes to it', `shortcuts cancelled ${JSON.stringify(browserKeys)}, key 3 cancelled ${JSON.stringify(game3)}`);

    // A name field: the first seat's. Paste, select all, type, copy, cut.
    s = await g.waitFor('the set-up screen', (x) => x.scene === 'setup' && settled(x));
    const pos = await g.toPage(x0Name(s) + 60, nameY(s));
    await g.click(x0Name(s) + 60, nameY(s));
    const clip = (type, text) => page.evaluate(([type, text]) => {
      const dt = new DataTransfer();
      if (text !== null) dt.setData('text/plain', text);
      const e = new ClipboardEvent(type, { clipboardData: dt, bubbles: true, cancelable: true });
      document.activeElement.dispatchEvent(e);
      return { cancelled: e.defaultPrevented, text: dt.getData('text/plain') };
    }, [type, text]);
    const before = await clip('copy', null);
    const pasted = await clip('paste', 'Sheherazade\n');
    await g.ticks(2);
    const afterPaste = await clip('copy', null);
    await page.keyboard.press('Control+KeyA');
    await g.ticks(2);
    await page.keyboard.type('Zo');
    // Wait on the field itself (its text, as copy gives it), not on a count
    // of ticks: under load the keys may take a few frames to be read.
    let afterType = null;
    for (const end = Date.now() + patient(15000); Date.now() < end;) {
      await g.ticks(2);
      afterType = await clip('copy', null);
      if (afterType.text === 'Zo') break;
    }
    const cut = await clip('cut', null);
    await g.ticks(2);
    const afterCut = await clip('copy', null);
    results.manners = { nameAt: pos, before, pasted, afterPaste, afterType, cut, afterCut };
    check(before.cancelled && pasted.cancelled && afterPaste.text === (before.text + 'Sheherazade').slice(0, 14),
      'manners: a paste into a name field types it in (up to the field\'s 14 letters); copy gives the field\'s text', `${JSON.stringify(before.text)} + paste -> ${JSON.stringify(afterPaste.text)}`);
    check(afterType.text === 'Zo' && cut.text === 'Zo' && afterCut.text === '',
      'manners: Ctrl+A selects the field\'s text (typing replaces it), cut takes it out', `after Ctrl+A and "Zo": ${JSON.stringify(afterType.text)}; cut ${JSON.stringify(cut.text)}, then ${JSON.stringify(afterCut.text)}`);
    // Leave the field (a click beside it) so the clipboard is the page's again.
    await g.click(1345, 600);
    const outside = await clip('copy', null);
    check(!outside.cancelled, 'manners: with no field focused, copy is the browser\'s own', JSON.stringify(outside));

    // Fullscreen: the Settings chip asks for it; leaving it from outside
    // the game (as Esc or F11 do) turns the setting off again.
    s = await g.snapshot();
    await g.clickTarget(s, 'settings');
    s = await g.waitFor('the settings', (x) => x.scene === 'settings' && !!x.targets.fullscreen, 20000);
    await g.clickTarget(s, 'fullscreen');
    const stored = async () => JSON.parse((await g.stored('settings')) || '{}').fullscreen;
    await page.waitForFunction(() => !!document.fullscreenElement, null, { timeout: patient(10000) }).catch(() => {});
    const entered = await page.evaluate(() => !!document.fullscreenElement);
    const storedOn = await stored();
    await page.evaluate(() => document.exitFullscreen && document.fullscreenElement && document.exitFullscreen());
    let storedAfter = null;
    for (let i = 0; i < 40 && storedAfter !== false; i++) { await g.ticks(1); storedAfter = await stored(); }
    check(entered && storedOn === true && storedAfter === false, 'manners: fullscreen left outside the game turns the setting off',
      `entered ${entered}, stored ${storedOn} then ${storedAfter}`);
  } finally {
    await ctx.close();
  }
}

// The first seat's name field on the set-up screen (scenes/setup.go: left
// x0+170, rows from setupRect.Min.Y+130, 40 high): from the colour chip's target.
function x0Name(s) { const c = s.targets['color:0']; return c ? c[2] + 20 : 0; }
function nameY(s) { const c = s.targets['color:0']; return c ? (c[1] + c[3]) / 2 : 0; }

// basicGames: sections 3-6, the basic game in the browser.
async function basicGames(g, page, setupShot) {
  // 3. A game against bots: place a token by clicking the canvas.
  await setSeats(g, { players: 3, humanFirst: true, level: 'Easy' });
  let s = await g.snapshot();
  await startGame(g, s);
  // Answer whatever comes until the human's placement with tokens to click.
  s = await g.answerUntil('a placement turn for the human', (x) => x.scene === 'placement' && targetsWith(x, 'token:').length > 0);
  const before = await g.autosave();
  if (!before || before.error) fs.writeFileSync(path.join(OUT, 'bad-autosave.json'), String(await g.savedText()));
  check(before && before.hash, 'autosave in localStorage once the game starts', JSON.stringify(before));
  const board1 = await g.shot('03-placement');
  const tok = targetsWith(s, 'token:')[0];
  await g.clickTarget(s, tok);
  s = await g.waitFor('lit spaces after picking a token', (x) => targetsWith(x, 'space:').length > 0, 20000);
  const spaces = targetsWith(s, 'space:');
  const space = spaces[Math.floor(spaces.length / 2)];
  const spaceRect = await g.rectToPage(s.targets[space]);
  await g.clickTarget(s, space);
  await g.waitFor('the token to land', (x) => targetsWith(x, 'space:').length === 0, 20000);
  const after = await g.waitForSave(before, 20000);
  check(after && after.moves > before.moves, `placing ${tok} on ${space} by clicks is recorded and autosaved`, `moves ${before.moves} -> ${after && after.moves}`);
  await g.still('the placed token drawn');
  const board2 = await g.shot('04-placed');
  const d = diff(board1, board2, spaceRect);
  check(d > 0.02, `the placed token shows on ${space} (pixels changed in its rectangle)`, `${(100 * d).toFixed(1)}% changed`);

  // Reload: the game resumes in the same state.
  const savedRaw = await g.savedText();
  const savedHash = (await g.autosave()).hash;
  await page.reload();
  await g.waitFirstFrame();
  s = await g.waitFor('the set-up screen after reload', (x) => x.scene === 'setup' && x.status.continue === 'yes', 60000);
  const reloadedRaw = await g.savedText();
  check(reloadedRaw === savedRaw, 'the autosave survived the reload byte for byte');
  await g.clickTarget(s, 'continue');
  s = await g.waitFor('the resumed table', (x) => x.scene !== 'setup' && x.status.round !== undefined, 60000);
  const resumed = await g.autosave();
  const recBefore = JSON.parse(savedRaw).record, recAfter = (await g.savedGame()).record;
  const prefixSame = recAfter.actions.slice(0, recBefore.actions.length).join() === recBefore.actions.join();
  check(prefixSame && resumed.moves >= recBefore.actions.length, 'Continue resumes the same game (same seed, same moves, hash verified on load)',
    `saved ${savedHash} (${recBefore.actions.length} moves); now ${resumed.hash} (${resumed.moves} moves)`);
  await g.shot('05-resumed');

  // 4. A corrupt stored save is reported and a new game offered.
  await page.evaluate((k) => localStorage.setItem(k, '{"version":1,"setup":{"players":3},"record":{"format":"aladdins-dragons-record","version":1,"actions":["P9:'), STORE + 'autosave');
  await page.reload();
  await g.waitFirstFrame();
  s = await g.waitFor('the set-up screen after a corrupt save', (x) => x.scene === 'setup' && settled(x), 60000);
  await g.still('the corrupt save\'s notice drawn');
  const corrupt = await g.shot('06-corrupt-save');
  // The notice box sits above the set-up card; the probe names its place (scenes/setup.go).
  const noticeRect = await g.rectToPage((s.status.notice || '0,0,0,0').split(',').map(Number));
  const ns = stats(corrupt, noticeRect, { red: BADRED });
  check(s.status.continue === 'no' && !!s.targets.start && ns.near.red > 0.005, 'a corrupt save is reported in red and a new game offered',
    `continue=${s.status.continue}, red text ${(100 * ns.near.red).toFixed(2)}% of the notice area`);
  // Nothing is destroyed: the damaged save moved to a key of its own.
  const kept = await page.evaluate((p) => Object.keys(localStorage).filter((k) => k.startsWith(p)), STORE + 'autosave.damaged-');
  const keptText = kept.length === 1 ? await page.evaluate((k) => localStorage.getItem(k), kept[0]) : '';
  check(kept.length === 1 && keptText.includes('"actions":["P9:') && (await g.autosaveKeys()).length === 0,
    'the corrupt save is kept under a key of its own, not deleted', `kept: ${kept.join(', ') || 'none'}`);

  if (SMOKE) return; // whole games: headless (scenes), or E2E_ONLY=basic/all

  // 4b. Hot-seat: two people and a bot, each choosing their starting
  // treasure: the start dialog works, and before a person's placement the
  // hand-off covers only the private part of the screen until the named
  // player clicks (the desktop hot-seat test checks its pixels in full).
  s = await g.snapshot();
  await setSeats(g, { players: 3, humanFirst: true, level: 'Easy' });
  s = await g.snapshot();
  await g.clickTarget(s, 'kind:1:Human');
  s = await g.waitFor('seat 2 human', (x) => !x.targets['level:1:Easy'], 20000);
  await g.clickTarget(s, 'startchoose');
  await g.still('the "People choose" chip drawn');
  s = await g.snapshot();
  await startGame(g, s);
  const seenHot = new Set();
  let handoffShot = null, dialogShot = null;
  const hot = new Patience(60000);
  for (;;) {
    s = await g.snapshot();
    if (s && settled(s)) {
      seenHot.add(s.scene);
      if (s.scene === 'handoff' && !handoffShot) handoffShot = await g.shot('06b-handoff');
      if (s.scene === 'dialog-start' && !dialogShot) dialogShot = await g.shot('06c-start-dialog');
      if (s.scene === 'placement' && targetsWith(s, 'token:').length && seenHot.has('handoff') && seenHot.has('dialog-start')) break;
      await answerHuman(g, s);
    }
    if (hot.over(s)) break;
    await wait(200);
  }
  check(seenHot.has('handoff') && seenHot.has('dialog-start') && s.scene === 'placement',
    'hot-seat: hand-off screens and the starting-treasure dialog lead two people to their turns', [...seenHot].join(', '));
  if (handoffShot && s.scene === 'placement') {
    // The public board stays on screen during the hand-off: it is the
    // board the person then places on (the old full-screen hand-off, a
    // night scene, differed everywhere). Only the side panel's private
    // part was covered.
    const after = await g.shot('06d-after-handoff');
    const d = diff(handoffShot, after, await g.rectToPage([0, 0, BOARD_W, LH]));
    check(d < 0.25, 'the hand-off keeps the public board on screen', `board pixels changed: ${(100 * d).toFixed(1)}%`);
  }
  await page.reload();
  await g.waitFirstFrame();

  // 5. Hard bots thinking: the longest frame gap.
  await setSeats(g, { players: 3, humanFirst: false, level: 'Expert' });
  s = await g.snapshot();
  await page.evaluate(() => window.__gapReset());
  await startGame(g, s);
  // The game flags the moments a bot searches (aladdin.thinking); the
  // monitor keeps the frame gaps whose both ends fall in such a moment.
  await wait(25000);
  const st5 = await page.evaluate(() => { const x = window.__gapStats(); delete x.raw; return x; });
  if (st5.thinkingGap.n > 0) {
    results.hardThinking = st5;
    log('Hard bots thinking: frame gaps and Go frame times while a bot searches', JSON.stringify({ thinkingGap: st5.thinkingGap, thinkingStillGap: st5.thinkingStillGap, thinkingGoFrame: st5.thinkingGoFrame }));
    log('the whole 25 s (bots searching, moves and the tally animating)', JSON.stringify({ rafGap: st5.rafGap, goFrame: st5.goFrame }));
    // Target: no frame gap over 100 ms while a bot thinks. The check
    // allows for a busy machine (wall-clock times stretch when other
    // processes take the cores): the median gap within the target and
    // none over 1 s, where an unsliced Hard decision would hold one frame
    // for seconds; p95 and max are reported against 100 ms.
    const tg = st5.thinkingGap, tf = st5.thinkingGoFrame, ts = st5.thinkingStillGap;
    check(tg.medianMs <= 100 && tg.maxMs <= 1000, 'Hard bots think in slices: the page keeps drawing frames while they search (median gap under 100 ms, none over 1 s)',
      `frame gap median ${tg.medianMs.toFixed(0)} ms, p95 ${tg.p95Ms.toFixed(0)} ms, longest ${tg.maxMs.toFixed(0)} ms over ${tg.n} gaps (target 100); where the game repainted nothing: median ${ts.medianMs.toFixed(0)} ms, p95 ${ts.p95Ms.toFixed(0)} ms, longest ${ts.maxMs.toFixed(0)} ms over ${ts.n}; game frame median ${tf.medianMs.toFixed(1)} ms, p95 ${tf.p95Ms.toFixed(1)} ms, longest ${tf.maxMs.toFixed(0)} ms; idle set-up screen longest gap ${results.idle.rafGap.maxMs.toFixed(0)} ms`);
    if (tg.p95Ms > 100) log('NOTE: p95 frame gap over the 100 ms target; load average', fs.readFileSync('/proc/loadavg', 'utf8').trim());
  } else skip('frame gap while Hard thinks', 'no frame was seen with a bot thinking');

  // 6. A bot-only game to the game-over scene, at instant speed.
  await page.evaluate(([k, v]) => { localStorage.setItem(k, v); }, [STORE + 'settings', JSON.stringify(INSTANT)]);
  await page.reload();
  await g.waitFirstFrame();
  await setSeats(g, { players: 3, humanFirst: false, level: 'Easy' });
  s = await g.snapshot();
  if (!(await g.snapshot()).targets.intro) skip('intro chip', 'no intro target');
  else if (!JSON.parse((await g.stored('setup')) || '{}').intro) { await g.clickTarget(s, 'intro'); await g.still('the intro chip drawn'); }
  s = await g.snapshot();
  await page.evaluate(() => Object.assign(window.__saveWrites, { writes: 0, bytes: 0, largest: 0 }));
  await startGame(g, s);
  const scenes = new Set();
  let lastSave = null;
  const game6 = new Patience(60000, 240000);
  for (;;) {
    s = await g.snapshot();
    if (game6.over(s)) throw new Error(`the bot-only game did not reach game over (${game6.seconds} s, still for ${game6.stillSeconds} s); scenes seen: ` + [...scenes].join(','));
    if (s) scenes.add(s.scene.replace('~settling', ''));
    // The autosave is removed at game over: keep the last one seen.
    const raw = await g.savedText();
    if (raw) lastSave = raw;
    if (s && s.scene === 'gameover' && settled(s)) break;
    if (s && settled(s)) await answerHuman(g, s);
    await wait(400);
  }
  log('scenes seen in the bot-only game:', [...scenes].join(', '));
  const sw = await page.evaluate(() => window.__saveWrites);
  results.saveWrites = { ...sw, perWrite: Math.round(sw.bytes / Math.max(1, sw.writes)) };
  log('autosave writes over the bot-only game (every value written, parts included):', JSON.stringify(results.saveWrites));
  // Game over never stands still (it animates): its settled probe, and two
  // ticks drawn since, say the picture is there.
  await g.ticks(2);
  const over = await g.shot('07-gameover');
  const os = stats(over, await g.rectToPage([0, 0, LW, LH]));
  check(os.distinct > 40 && diff(over, setupShot, await g.rectToPage([0, 0, LW, LH])) > 0.2, 'game-over scene drawn (varied pixels, unlike the set-up screen)', JSON.stringify({ distinct: os.distinct, mean: os.mean }));
  check((await g.autosaveKeys()).length === 0, 'a finished game leaves no autosave (Continue offers only games in progress)');
  if (lastSave) {
    // The last autosave before the end, made by the browser, replays to
    // the same hash in the browser and on desktop.
    const tmp = path.join(OUT, 'browser-autosave.json');
    fs.writeFileSync(tmp, lastSave);
    const web = await page.evaluate((d) => window.aladdin.replay(d), lastSave);
    const webLine = web.error ? 'error ' + web.error : `hash ${web.hash} moves ${web.moves}`;
    const desk = fs.existsSync(DESKTOP) ? execFileSync(DESKTOP, ['-replay', tmp], { encoding: 'utf8' }).trim() : '(no desktop binary)';
    check(!web.error && desk === webLine, 'a game played in the browser replays to the same hash on desktop', `${desk} | ${webLine}`);
  } else check(false, 'the bot-only game was autosaved while it ran');
}

// ---------- 7. the magic version ----------

// The magic games' seed: with it, deterministic bots (Normal and Easy
// decide at once, Hard on a fixed iteration budget however it is sliced)
// and the person's choices below (a function of the moment, so a click
// lost and tried again chooses the same), the browser plays the same game
// every run.
const MAGIC_SEED = '90';
const TENT = 5, DJINN = 6; // engine.AladdinsTent, engine.DjinnsHouse

// press holds a key until the game has run two ticks, like click.
Game.prototype.press = async function (key) {
  await this.page.keyboard.down(key);
  await wait(60);
  await this.ticks(2);
  await this.page.keyboard.up(key);
  await this.ticks(2);
};

// magicState reads, in one round trip, the snapshot and the autosave: its
// number of moves, and its text when that number is not `known` (the
// autosave is deleted at game over, so the test keeps the last one).
Game.prototype.magicState = async function (known) {
  return this.page.evaluate(([known]) => {
    const s = window.aladdin && window.aladdin.snapshot ? window.aladdin.snapshot() : null;
    const raw = window.aladdin && window.aladdin.savedGame ? window.aladdin.savedGame() : null;
    let moves = -1;
    try { moves = raw ? JSON.parse(raw).record.actions.length : -1; } catch { /* mid-write */ }
    return { s, moves, raw: moves !== known ? raw : null };
  }, [known]);
};

// MagicPlayer plays seat 0 of a magic game by the probe's targets, as a
// person would with the mouse: it places tokens (Aladdin's Tent and the
// Djinn's House first when lit, to come by spells), plays every spell card
// and artifact the screen lights (up to a budget of artifacts), choosing
// each target the caster offers, passes the reaction windows it has
// nothing for, and answers the magic dialogs (Enter for the main button,
// the Tent's card by its key, or the dialog's pictures and buttons).
class MagicPlayer {
  constructor(g) {
    this.g = g;
    this.moves = -1; // the autosave's moves when last read
    this.tried = new Set(); // "moves|card": a card tried at that moment
    this.played = { cast: 0, invoke: 0 }; // plays clicked to the end
    this.abandoned = 0;
    this.passes = 0;
    this.dialogs = new Set();
    this.attempts = new Map(); // dialog moment -> tries
  }
  // pick chooses from list as a function of the moment and a salt.
  pick(list, salt = '') {
    let h = 2166136261;
    for (const c of `${this.moves}|${salt}|${list.join()}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
    return list[h % list.length];
  }

  async act(s, moves) {
    const g = this.g;
    this.moves = moves;
    const scene = s.scene;
    if (scene === 'handoff') return g.clickTarget(s, 'ready');
    if (scene === 'summary') return g.clickTarget(s, 'next');
    if (scene === 'pause') return g.clickTarget(s, 'resume');
    if (scene.endsWith('-casting')) return this.follow(s);
    if (scene === 'placement' || scene === 'react') {
      const spell = targetsWith(s, 'spell:').find((t) => !this.tried.has(moves + '|' + t));
      const art = this.played.invoke < 8 && targetsWith(s, 'artifact:').find((t) => !this.tried.has(moves + '|' + t));
      const card = spell || art;
      if (card) {
        this.tried.add(moves + '|' + card);
        return this.play(s, card, spell ? 'cast' : 'invoke');
      }
      if (scene === 'react') {
        this.passes++;
        return g.clickTarget(s, 'pass');
      }
      return this.place(s);
    }
    if (scene.startsWith('dialog-')) return this.dialog(s);
    return false;
  }

  // place picks a token from behind the screen and a lit space.
  async place(s) {
    const g = this.g;
    const toks = targetsWith(s, 'token:');
    if (!toks.length) return false;
    await g.clickTarget(s, this.pick(toks, 'token'));
    const s2 = await g.waitFor('lit spaces', (x) => targetsWith(x, 'space:').length > 0 || x.scene !== 'placement', 5000).catch(() => null);
    const spaces = s2 ? targetsWith(s2, 'space:') : [];
    if (!spaces.length) return true; // a lost click: the loop tries again
    const magic = spaces.filter((t) => t === `space:${TENT}` || t === `space:${DJINN}`);
    await g.clickTarget(s2, this.pick(magic.length ? magic : spaces, 'space'));
    await g.waitFor('the token placed', (x) => targetsWith(x, 'space:').length === 0, 5000).catch(() => null);
    return true;
  }

  // play clicks a lit card or artifact and follows the caster to the end.
  async play(s, name, kind) {
    const g = this.g;
    await g.clickTarget(s, name);
    const s2 = await g.waitFor('the caster', (x) => x.scene.endsWith('-casting'), 5000).catch(() => null);
    if (!s2) { this.tried.delete(this.moves + '|' + name); return true; } // a lost click: try again
    return this.follow(s2, kind);
  }

  // follow chooses the caster's targets (the confirm button, a lit space,
  // a token, a row of its chooser) until the play is made.
  async follow(s, kind = 'cast') {
    const g = this.g;
    for (let step = 0; step < 12; step++) {
      if (!s.scene.endsWith('-casting')) { this.played[kind]++; return true; }
      if (!this.castShot) this.castShot = await g.shot('10-magic-' + s.scene);
      const next = s.targets['cast-ok'] ? 'cast-ok'
        : this.pick([...targetsWith(s, 'target-space:'), ...targetsWith(s, 'target-token:'), ...targetsWith(s, 'choice:')], 'target' + step);
      if (!next) break;
      const before = JSON.stringify([s.scene, s.status.casting, Object.keys(s.targets).sort()]);
      await g.clickTarget(s, next);
      s = await g.waitFor('the caster to move on', (x) => settled(x) && JSON.stringify([x.scene, x.status.casting, Object.keys(x.targets).sort()]) !== before, 5000).catch(() => null)
        || await g.snapshot();
    }
    // Nothing left to choose, or no way on: give the play up.
    this.abandoned++;
    if (s.targets['cast-back']) await g.clickTarget(s, 'cast-back');
    else await g.press('Escape');
    return true;
  }

  // dialog answers a dialog: the basic ones as the basic test does, the
  // Tent by key 1, the others by Enter first, then by their pictures and
  // buttons when Enter was not enough (a main button waiting for a choice).
  async dialog(s) {
    const g = this.g;
    const scene = s.scene;
    this.dialogs.add(scene);
    if (scene === 'dialog-start') return g.clickTarget(s, 'default');
    if (scene === 'dialog-market') return g.clickTarget(s, 'decline');
    if (scene === 'dialog-camel') return g.clickTarget(s, 'camel:' + s.status.seat);
    if (scene === 'dialog-tent') {
      // Key 1 keeps the first card. The table also reads 1-4 as the
      // animation speed whenever the person is not placing: the key must
      // not change the speed as well.
      const speed = () => g.page.evaluate((k) => JSON.parse(localStorage.getItem(k) || '{}').speed, STORE + 'settings');
      const before = await speed();
      await g.press('1');
      const after = await speed();
      if (!this.tentChecked) {
        this.tentChecked = true;
        check(after === before, 'magic: key 1 keeps the Tent\'s first card and leaves the animation speed alone', `speed ${before} before, ${after} after`);
      }
      if (after !== before) await g.press(String(before + 1)); // back to the speed the test set (1-4)
      return true;
    }
    const key = this.moves + '|' + scene;
    const n = this.attempts.get(key) || 0;
    this.attempts.set(key, n + 1);
    const pictures = ['pick:', 'keep:', 'token:', 'large:', 'size:'].flatMap((p) => targetsWith(s, p));
    switch (n % 5) {
      case 0:
        if (s.targets.suggest) await g.clickTarget(s, 'suggest');
        return g.press('Enter');
      case 1:
        if (pictures.length) await g.clickTarget(s, this.pick(pictures, 'picture' + n));
        if ((await g.snapshot()).scene === scene) await g.press('Enter');
        return true;
      case 2: {
        const give = targetsWith(s, 'give:'), take = targetsWith(s, 'take:');
        if (give.length && take.length) {
          await g.clickTarget(s, this.pick(give, 'give' + n));
          await g.clickTarget(await g.snapshot(), this.pick(take, 'take' + n));
        }
        return g.press('Enter');
      }
      case 3:
        for (const b of ['take', 'pay', 'buy', 'swap']) if (s.targets[b]) return g.clickTarget(s, b);
        return g.press('Enter');
      default:
        for (const b of ['done', 'decline']) if (s.targets[b]) return g.clickTarget(s, b);
        return g.press('n');
    }
  }
}

// newMagicGame sets up and starts a magic game of three: seat 0 a person
// or a bot, the others bots of the given levels; Magic is chosen by a click
// on its chip. The seed goes in the set-up the screen remembers.
async function newMagicGame(g, page, { humanFirst, levels }) {
  let setup = JSON.parse((await g.stored('setup')) || 'null'); // game.Setup's JSON, if a game was set up before
  if (!setup || !Array.isArray(setup.seats) || setup.seats.length < 3) {
    setup = { players: 3, seats: [0, 1, 2].map((i) => ({ name: `Player ${i + 1}`, color: i, human: i === 0, level: 2 })) };
  }
  Object.assign(setup, { seed: MAGIC_SEED, magic: false, intro: false, chooseStart: false });
  await page.evaluate(([k, v]) => { localStorage.setItem(k, v); }, [STORE + 'setup', JSON.stringify(setup)]);
  await page.reload();
  await g.waitFirstFrame();
  await setSeats(g, { players: 3, humanFirst, level: 'Normal', levels });
  // The snapshot setSeats ends with can be a tick whose targets are not all
  // listed yet (a CI run clicked nothing here): wait for the chip itself.
  let s = await g.waitFor('the Magic chip', (x) => x.scene === 'setup' && settled(x) && !!x.targets.magic, 15000);
  const magicRect = await g.rectToPage(s.targets.magic);
  await g.clickTarget(s, 'magic');
  // With Magic on, the intro game is off and its chip no longer clickable.
  s = await g.waitFor('the Magic chip on', (x) => x.scene === 'setup' && !x.targets.intro, 15000);
  await g.still('the Magic chip drawn');
  const shot = await g.shot(humanFirst ? '08-magic-setup' : '12-magic-bots-setup');
  s = await g.snapshot();
  await page.evaluate(() => window.__gapReset());
  await startGame(g, s);
  return { magicRect, shot };
}

// playMagic runs the game until done(s, moves) or game over, answering the
// person's decisions with player (none: bots only), and returns what it saw.
async function playMagic(g, player, what, done, timeout) {
  const scenes = new Set(), shots = {};
  let lastSave = null, moves = -1, s = null, round = null;
  const started = Date.now(), patience = new Patience(120000, timeout);
  let nextNote = started + 30000;
  for (;;) {
    const st = await g.magicState(moves);
    s = st.s;
    if (st.raw) { lastSave = st.raw; moves = st.moves; }
    if (s && s.status.round) round = s.status.round;
    if (Date.now() > nextNote) {
      nextNote = Date.now() + 30000;
      log(`${what}: round ${round}, ${moves} moves, ${s && s.scene}`);
    }
    if (s && settled(s)) {
      scenes.add(s.scene);
      if (s.scene === 'gameover' || done(s, moves, lastSave)) break;
      for (const name of ['react', 'dialog-tent']) {
        if (s.scene === name && !shots[name]) shots[name] = await g.shot(`10-magic-${name}`);
      }
    }
    if (patience.over(s)) {
      await g.shot(`11-magic-timeout`);
      throw new Error(`${what}: not done after ${patience.seconds} s, the game still for ${patience.stillSeconds} s; scenes seen: ${[...scenes].join(',')}; last: ${JSON.stringify(s && { scene: s.scene, status: s.status, targets: Object.keys(s.targets) })}`);
    }
    if (DEBUG && player && s && settled(s)) log('magic:', s.scene, s.status.decision, s.status.casting || '', Object.keys(s.targets).filter((k) => !/^(menu|speed)$/.test(k)).join(' '));
    if (!(player && s && settled(s) && (await player.act(s, moves)))) await wait(300);
  }
  return { s, scenes, shots, lastSave, moves, round, seconds: Math.round((Date.now() - started) / 1000) };
}

// replayCheck: the browser's own record (its last autosave) replays to the
// same hash in the browser and on desktop.
async function replayCheck(page, save, name, what) {
  if (!save) return check(false, `${what} was autosaved while it ran`);
  const tmp = path.join(OUT, name);
  fs.writeFileSync(tmp, save);
  const web = await page.evaluate((d) => window.aladdin.replay(d), save);
  const webLine = web.error ? 'error ' + web.error : `hash ${web.hash} moves ${web.moves}`;
  const desk = fs.existsSync(DESKTOP) ? execFileSync(DESKTOP, ['-replay', tmp], { encoding: 'utf8' }).trim() : '(no desktop binary)';
  return check(!web.error && desk === webLine, `${what} replays to the same hash on desktop`, `${desk} | ${webLine}`);
}

// magicGame: section 7. (a) A person plays a magic game by clicks against
// a Hard and a Normal bot until they have played a spell card or an
// artifact by clicks and answered a reaction window (at most into round 3); (b) three bots
// play a magic game to the game-over scene, at instant speed.
async function magicGame(g, page, setupShot) {
  await page.evaluate(([k, v]) => { localStorage.setItem(k, v); }, [STORE + 'settings', JSON.stringify(INSTANT)]);

  // (a) The person's part.
  const a = await newMagicGame(g, page, { humanFirst: true, levels: [null, 'Hard', 'Normal'] });
  if (a.magicRect) {
    const lit = diff(setupShot, a.shot, a.magicRect);
    check(lit > 0.1, 'magic: the Magic chip lights when clicked', `${(100 * lit).toFixed(1)}% of its pixels changed`);
  } else check(false, 'magic: the set-up screen has a Magic chip');
  const player = new MagicPlayer(g);
  // Enough to show the magic flow by clicks (a card or an artifact played
  // to the end, a window answered); kept short, as every click of the
  // software-rendered browser is slow on a busy machine.
  // A window counts as answered once the record holds a Pass of seat 0's
  // (clicked, or the session's own when Pass was the only answer).
  const passed = (save) => save && JSON.parse(save).record.actions.some((m) => m.startsWith('X0'));
  // Kept short (the slowest part of the browser test on a busy machine):
  // from round 2 on, a play is enough; the desktop tests answer windows
  // by the dozen.
  const enough = (s, moves, save) => (player.played.cast + player.played.invoke > 0 && s.scene === 'placement' &&
    (passed(save) || Number(s.status.round) >= 2)) || Number(s.status.round) > 2;
  const pa = await playMagic(g, player, 'magic game by clicks', enough, 900000);
  const rec = pa.lastSave ? JSON.parse(pa.lastSave).record : null;
  const acts = rec ? rec.actions : [];
  const mine = (p) => acts.filter((m) => m.startsWith(p)).length;
  const casts = mine('K0:'), invokes = mine('I0:'), passes = mine('X0');
  results.magicByClicks = { seconds: pa.seconds, rounds: pa.round, moves: acts.length, casts, invokes, passes, clicked: player.played, abandoned: player.abandoned, dialogs: [...player.dialogs], scenes: [...pa.scenes] };
  log('magic game by clicks', JSON.stringify(results.magicByClicks));
  check(rec && rec.config.magic === true && rec.config.seed === Number(MAGIC_SEED), 'magic: the Magic chip starts a magic game (the autosave\'s record says so, with the set-up\'s seed)', rec && JSON.stringify(rec.config));
  check(casts + invokes > 0 && casts === player.played.cast && invokes === player.played.invoke && player.abandoned === 0,
    'magic: every spell card and artifact the person played by clicks (targets chosen on the board) was carried out',
    `spells ${casts} (clicked to the end ${player.played.cast}), artifacts ${invokes} (${player.played.invoke}), given up ${player.abandoned}; windows passed ${passes}; rounds ${pa.round}; dialogs ${[...player.dialogs].join(' ')}`);
  // The session passes by itself for a person whose only answer is Pass,
  // so the record holds those too: every Pass clicked is recorded.
  check(passes >= player.passes, 'magic: every Pass the person clicked in a reaction window is in the record (the session passes for them when Pass is the only answer)', `${passes} passes recorded, ${player.passes} clicked`);
  await replayCheck(page, pa.lastSave, 'browser-magic-clicks.json', 'magic: the game played by clicks');

  // (b) Bots to game over.
  await newMagicGame(g, page, { humanFirst: false, levels: ['Expert', 'Normal', 'Easy'] });
  const pb = await playMagic(g, null, 'magic bot game', () => false, 900000);
  const gaps = await page.evaluate(() => { const x = window.__gapStats(); delete x.raw; return x; });
  log('scenes seen in the magic bot game:', [...pb.scenes].sort().join(', '));
  await g.waitFor('the magic game over settled', (x) => x.scene === 'gameover' && settled(x));
  await g.ticks(2);
  const over = await g.shot('11-magic-gameover');
  const brec = pb.lastSave ? JSON.parse(pb.lastSave).record : null;
  const bacts = brec ? brec.actions : [];
  const count = (re) => bacts.filter((m) => re.test(m)).length;
  results.magicBots = { seconds: pb.seconds, rounds: pb.round, moves: bacts.length, casts: count(/^K/), invokes: count(/^I/), frames: gaps };
  log('magic bot game', JSON.stringify({ ...results.magicBots, frames: undefined }));
  const os = stats(over, await g.rectToPage([0, 0, LW, LH]));
  check(pb.s.scene === 'gameover' && os.distinct > 40 && diff(over, setupShot, await g.rectToPage([0, 0, LW, LH])) > 0.2,
    `magic: a bot-only magic game reaches the game-over scene (${pb.seconds} s, ${bacts.length} moves, ${results.magicBots.casts} spells, ${results.magicBots.invokes} artifact powers)`,
    JSON.stringify({ distinct: os.distinct, mean: os.mean }));
  // The longest gap is reported, not judged: on a loaded machine another
  // process can hold the core for a second. What would show a search not
  // cut into slices is the game's own frame time, judged instead.
  const tg = gaps.thinkingGap;
  if (tg.n > 0) {
    check(tg.medianMs <= 100 && gaps.thinkingGoFrame.maxMs <= 1000, 'magic: the page keeps drawing frames while the bots think (median gap under 100 ms, no game frame over 1 s)',
      `frame gap median ${tg.medianMs.toFixed(0)} ms, p95 ${tg.p95Ms.toFixed(0)} ms, longest ${tg.maxMs.toFixed(0)} ms over ${tg.n} gaps; game frame median ${gaps.thinkingGoFrame.medianMs.toFixed(1)} ms, longest ${gaps.thinkingGoFrame.maxMs.toFixed(0)} ms`);
  } else skip('magic: frame gap while bots think', 'no frame was seen with a bot thinking');
  check((await g.autosaveKeys()).length === 0, 'magic: a finished game leaves no autosave');
  await replayCheck(page, pb.lastSave, 'browser-magic-autosave.json', 'magic: a bot game played in the browser');
}

// ---------- 8. take back, the replay, recent games (issue 14) ----------

// signInOnline opens the game in a fresh profile (its own storage, so
// its own player) and connects as name to the server, by clicks and
// typing.
async function signInOnline(browser, url, server, name, settings = FAST) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await ctx.addInitScript(([k, v]) => { if (localStorage.getItem(k) === null) localStorage.setItem(k, v); }, [STORE + 'settings', JSON.stringify(settings)]);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => log(name, 'page error:', e.message));
  const g = new Game(page);
  await page.goto(url);
  await g.waitFirstFrame();
  // Settings stored beforehand make it a later start: the set-up screen.
  const first = await g.waitFor('the first screen', (x) => settled(x) && (x.scene === 'welcome' || x.scene === 'setup'));
  if (first.scene === 'welcome') await pastWelcome(g);
  await g.clickUntil('playonline', (x) => x.scene === 'online-signin', 'the online sign-in');
  await page.keyboard.type(name); // a first visit gives the name the keyboard
  await g.ticks(2);
  let s = await g.snapshot();
  await g.clickTarget(s, 'field:server');
  await page.keyboard.press('Control+A'); // the field's text, selected, is typed over
  await g.ticks(2);
  await page.keyboard.type(server);
  await g.ticks(2);
  s = await g.snapshot();
  await g.clickTarget(s, 'connect');
  await g.waitFor(`${name} in the lobby`, (x) => x.scene === 'online-home' && !x.status['lobby-error'], 30000);
  return g;
}

// joinByCode types a table's code in the lobby and joins it; the guest
// taking the last seat may go to the table before its lobby's seated page
// is ever seen.
async function joinByCode(g, code, type) {
  let t = await g.snapshot();
  await g.clickTarget(t, 'field:code');
  await type(code.toLowerCase());
  await g.ticks(2);
  t = await g.snapshot();
  await g.clickTarget(t, 'join');
  return g.waitFor(`the table ${code} joined`, (x) => x.status['lobby-code'] === code, 30000);
}

// atOnlineTable accepts a probe of the started game at the table, showing
// seat's view.
const atOnlineTable = (seat) => (x) => settled(x) && x.status['lobby-started'] === 'yes' && x.status['lobby-free'] === '0' &&
  !x.scene.startsWith('online-') && x.status['online-connection'] !== undefined && x.status.viewer === seat;

// onlineLobby: section 12. The server is the one ALADDIN_SERVER names.
async function onlineLobby(browser, url) {
  const server = process.env.ALADDIN_SERVER;
  if (!server) return skip('the online lobby', 'no ALADDIN_SERVER: run under server/itest.sh -with');
  const signIn = (name) => signInOnline(browser, url, server, name);
  // Both load at once; the guest waits in the lobby for the code.
  const [host, guest] = await Promise.all([signIn('Aladdin'), signIn('Budur')]);
  await host.shot('12-online-lobby');
  let s = await host.snapshot();
  await host.clickTarget(s, 'kind:1:Friend');
  await host.ticks(2);
  s = await host.snapshot();
  await host.clickTarget(s, 'create');
  s = await host.waitFor('the new table', (x) => x.scene === 'online-table' && x.status['lobby-free'] === '1', 30000);
  const code = s.status['lobby-code'];
  check(/^[A-Z2-9]{6}$/.test(code), 'online: the new table shows its code', code);

  await joinByCode(guest, code, (text) => guest.page.keyboard.type(text));
  // The started game goes to the table, each page showing its own seat.
  await host.waitFor('the game started at the host\'s table', atOnlineTable('0'), 30000);
  await guest.waitFor('the game started at the guest\'s table', atOnlineTable('1'), 30000);
  check(true, 'online: a table made in one page, joined by its code in another, starts when full, at the table in both', code);
  // A page in the background draws nothing: the host's comes to the front
  // for its picture.
  await host.page.bringToFront();
  await host.ticks(30);
  await host.shot('12-online-started');
  for (const g of [host, guest]) await g.page.context().close();
}

// ---------- 13. a desktop window and a browser page at one online table ----------

// DesktopWindow is the desktop program in a real window on the X display
// DISPLAY names, driven like game/e2e's driver: its test probe (a file it
// writes every tick) says what it shows and where its targets are, and
// xdotool clicks and types through the X server like a person's hand. It
// is a Game whose page is the window: waitFor, clickUntil and act work on
// it unchanged.
class DesktopWindow extends Game {
  constructor(bin, dir, settings) {
    super(null);
    this.dir = dir;
    this.probe = path.join(dir, 'probe.json');
    fs.mkdirSync(path.join(dir, 'data'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'data', 'settings'), JSON.stringify(settings));
    this.output = '';
    this.proc = spawn(bin, ['-width', '1280'], {
      env: {
        ...process.env, ALADDIN_DATA_DIR: path.join(dir, 'data'), ALADDIN_PROBE: this.probe, ALADDIN_SILENT: '1',
        // A silent sound device, so the game's audio starts without one.
        ALSA_CONFIG_PATH: process.env.ALSA_CONFIG_PATH || path.join(here, '../alsa-null.conf'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const o of [this.proc.stdout, this.proc.stderr]) o.on('data', (d) => { this.output = (this.output + d).slice(-4000); });
    this.proc.on('exit', (code) => { this.exited = code; });
  }
  stop() { if (this.exited === undefined) this.proc.kill(); }
  async snapshot() {
    if (this.exited !== undefined) throw new Error(`the desktop program exited (${this.exited}):\n${this.output}`);
    try { return JSON.parse(fs.readFileSync(this.probe, 'utf8')); } catch { return null; }
  }
  xdo(...args) { return execFileSync('xdotool', args, { encoding: 'utf8' }); }
  // findWindow locates the window and how the logical screen maps onto it
  // (letterboxed to keep its aspect).
  async findWindow() {
    const p = new Patience(20000);
    for (;;) {
      const ids = (() => { try { return this.xdo('search', '--name', 'Aladdin\'s Dragons').split(/\s+/).filter(Boolean); } catch { return []; } })();
      if (ids.length) {
        this.window = ids[ids.length - 1];
        const m = /Geometry: (\d+)x(\d+)/.exec(this.xdo('getwindowgeometry', this.window));
        const [w, h] = [Number(m[1]), Number(m[2])], s = Math.min(w / LW, h / LH);
        this.map = { s, ox: (w - LW * s) / 2, oy: (h - LH * s) / 2 };
        return;
      }
      if (p.over(await this.snapshot())) throw new Error(`no desktop window found\n${this.output}`);
      await wait(100);
    }
  }
  // click presses and releases the left button at a logical point, the
  // button held until the program has ticked with it down (a press and
  // release within one tick would be lost), like Game.click.
  async click(x, y) {
    if (!this.window) await this.findWindow();
    this.xdo('mousemove', '--window', this.window, String(Math.round(this.map.ox + x * this.map.s)), String(Math.round(this.map.oy + y * this.map.s)));
    await this.ticks(1);
    this.xdo('mousedown', '1');
    await this.ticks(2);
    this.xdo('mouseup', '1');
    await this.ticks(2);
  }
  // type types text into the focused field (the window under the pointer
  // has the keyboard: Xvfb runs no window manager).
  async type(text) { this.xdo('type', '--delay', '40', text); await this.ticks(2); }
  // keys holds a key combination down until the program has ticked with
  // it, then lets it go.
  async keys(...names) {
    this.xdo('keydown', ...names);
    await this.ticks(2);
    this.xdo('keyup', ...names.reverse());
    await this.ticks(2);
  }
  // ticks waits until the program has run n more ticks (the probe is
  // written every tick, so one more for the probe's lag); an idle program
  // may sleep between inputs, so it gives up after a moment.
  async ticks(n) {
    const tick = async () => { const s = await this.snapshot(); return s ? s.tick : 0; };
    const from = await tick(), end = Date.now() + patient(1000);
    while (Date.now() < end && (await tick()) < from + n + 1) await wait(15);
  }
  // rest moves the pointer to the panel's bottom corner, where nothing
  // shows a tooltip, and lets the program draw it.
  async rest() {
    if (!this.window) await this.findWindow();
    this.xdo('mousemove', '--window', this.window, String(Math.round(this.map.ox + (LW - 6) * this.map.s)), String(Math.round(this.map.oy + (LH - 6) * this.map.s)));
    await this.ticks(3);
  }
  async shot(name) {
    if (!this.window) await this.findWindow();
    const file = path.join(OUT, name + '.png');
    execFileSync('import', ['-window', this.window, file]);
    return decodePNG(fs.readFileSync(file));
  }
}

// Seeded choices, so a failing run can be told apart from another.
function chooser(seed) {
  let x = seed >>> 0;
  return (n) => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x % n; };
}

// act makes one move for the person, whatever the screen shows, and
// reports whether it did something: the moves of game/scenario's Act (a
// random token on a random lit space, the suggested payment accepted or
// else declined, the Market declined, the camel kept, the default
// starting treasure, the next round, the game resumed from the menu).
async function act(g, s, pick) {
  if (!settled(s)) return false;
  switch (s.scene) {
    case 'placement': {
      const toks = targetsWith(s, 'token:');
      if (!toks.length) return false;
      await g.clickTarget(s, toks[pick(toks.length)]);
      const s2 = await g.waitFor('lit spaces', (x) => targetsWith(x, 'space:').length > 0 || x.scene !== 'placement', 5000).catch(() => null);
      const spaces = s2 ? targetsWith(s2, 'space:') : [];
      if (!spaces.length) return true; // a lost click: the caller's loop tries again
      await g.clickTarget(s2, spaces[pick(spaces.length)]);
      await g.waitFor('the token to land', (x) => targetsWith(x, 'space:').length === 0, 5000).catch(() => null);
      return true;
    }
    case 'dialog-buy': case 'dialog-bribe':
      if (s.targets.suggest) {
        await g.clickTarget(s, 'suggest');
        const s2 = await g.waitFor('the suggested payment', (x) => !!(x.targets.buy || x.targets.pay) || !x.scene.startsWith('dialog'), 5000).catch(() => null);
        if (s2 && ((await g.clickTarget(s2, 'buy')) || (await g.clickTarget(s2, 'pay')))) return true;
      }
      return g.clickTarget(s, 'decline');
    case 'dialog-market': return g.clickTarget(s, 'decline');
    case 'dialog-camel': return g.clickTarget(s, 'camel:' + s.status.seat);
    case 'dialog-start': return g.clickTarget(s, 'default');
    case 'summary': return g.clickTarget(s, 'next');
    case 'pause': return g.clickTarget(s, 'resume');
  }
  return false;
}

// windowAndPage: section 13 (E2E_ONLY=online runs it after section 12,
// E2E_ONLY=online-window alone). The desktop program in a real window
// (DISPLAY, xdotool) signs in by clicks and typing and makes a table for
// itself, a friend and a bot; a browser page joins it by the code the
// window shows. Both play by clicks, each its own seat, every placement
// and every dialog each meets, through the tally and the round's summary
// into round 2, where each places one token: the window its 9, the page
// its 1. The game then waits for a person who has placed, and both
// screens show the same public facts (the probes' public hash, board,
// round and decision), each its own seat and its own hand: the window's
// tray lacks its 9, the page's its 1.
async function windowAndPage(browser, url) {
  const server = process.env.ALADDIN_SERVER;
  if (!server) return skip('a window and a page at one online table', 'no ALADDIN_SERVER: run under server/itest.sh -with');
  if (!process.env.DISPLAY || !fs.existsSync(DESKTOP)) return skip('a window and a page at one online table', `no DISPLAY or no desktop binary (${DESKTOP})`);
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aladdin-webwin-'));
  const win = new DesktopWindow(DESKTOP, dir, INSTANT);
  // The page loads and signs in meanwhile (its own storage: its own player).
  const signingIn = signInOnline(browser, url, server, 'Budur', INSTANT);
  let page = null;
  try {
    await win.waitFor('the window\'s set-up screen', (x) => x.scene === 'setup' && settled(x), 60000);
    await win.findWindow();
    await win.clickUntil('playonline', (x) => x.scene === 'online-signin', 'the window\'s online sign-in');
    let s = await win.snapshot();
    await win.clickTarget(s, 'field:name');
    await win.type('Aladdin');
    await win.clickTarget(s, 'field:server');
    await win.keys('ctrl', 'a'); // the field's text, selected, is typed over
    await win.type(server);
    s = await win.snapshot();
    await win.clickTarget(s, 'connect'); // the lobby's home only if both were typed right
    s = await win.waitFor('the window in the lobby', (x) => x.scene === 'online-home' && !x.status['lobby-error'], 30000);
    await win.clickTarget(s, 'kind:1:Friend');
    s = await win.snapshot();
    await win.clickTarget(s, 'create');
    s = await win.waitFor('the window\'s new table', (x) => x.scene === 'online-table' && x.status['lobby-free'] === '1', 30000);
    const code = s.status['lobby-code'];
    page = await signingIn;
    await joinByCode(page, code, (text) => page.page.keyboard.type(text));
    await win.waitFor('the game at the window\'s table', atOnlineTable('0'), 30000);
    await page.waitFor('the game at the page\'s table', atOnlineTable('1'), 30000);
    check(true, 'online: a table made in the desktop window, joined by its code in a browser page, starts at the table in both', code);

    // Round 1 by clicks on both screens, into round 2, where each places
    // one token of its choice and then waits.
    const sides = [
      { g: win, name: 'window', seat: '0', pick: chooser(1), own: 'token:7', numeral: '9', seen: new Set() },
      { g: page, name: 'page', seat: '1', pick: chooser(2), own: 'token:0', numeral: '1', seen: new Set() },
    ];
    const inRound2 = (x) => x.status.round === '2' && x.scene !== 'summary';
    const mine = (x) => x.scene === 'placement' && x.status.animating === 'no' && x.status.seat === x.status.viewer && targetsWith(x, 'token:').length > 0;
    const both = (f) => ({ scene: sides.map((d) => d.last && d.last.scene).join(' | '), status: Object.fromEntries(sides.map((d) => [d.name, f(d)])) });
    const patience = new Patience(60000, 600000);
    while (!sides.every((d) => d.placed)) {
      for (const d of sides) {
        const x = d.last = await d.g.snapshot();
        if (!x) continue;
        d.seen.add(x.scene.replace(/~settling$/, ''));
        if (!settled(x)) continue;
        // Mid-round, each screen's picture.
        if (!d.midShot && x.scene === 'placement' && x.status.round === '1' && (x.status.board || '').split(' ').length >= 6) {
          d.midShot = `13-${d.name}-round1`;
          await d.g.rest();
          await d.g.shot(d.midShot);
        }
        if (d.placed || (inRound2(x) && !mine(x))) continue;
        if (inRound2(x)) {
          d.trayBefore = x.status.tray;
          if (!x.targets[d.own] || !(await placeBy(d.g, x, d.own))) continue;
          d.placed = (await d.g.waitFor(`the ${d.name}'s token placed`, (y) => y.status.tray !== d.trayBefore, 20000)).status.tray;
          continue;
        }
        const t1 = Date.now();
        const did = await act(d.g, x, d.pick);
        if (DEBUG && did) log(d.name, x.scene, 'round', x.status.round, 'seat', x.status.seat, 'took', Date.now() - t1, 'ms');
      }
      if (patience.over(both((d) => d.last && progress(d.last)))) {
        throw new Error(`round 1 and a placement in round 2 not played by both after ${patience.seconds} s: ${JSON.stringify(both((d) => d.last && { ...d.last.status, targets: Object.keys(d.last.targets) }))}`);
      }
      await wait(50);
    }
    // At Instant the tally may pass between two looks at a screen; its
    // dialogs wait for the person, and the summary comes after it.
    const tally = ['tally', 'dialog-buy', 'dialog-bribe', 'dialog-market', 'dialog-camel'];
    for (const d of sides) {
      const shown = [...d.seen].sort().join(', ');
      check(d.seen.has('placement') && tally.some((m) => d.seen.has(m)) && d.seen.has('summary'),
        `online: the ${d.name} played round 1 by clicks (its placements, the tally or its dialogs, the summary)`, shown);
    }

    // The game waits for a person who has placed: both screens at rest.
    const rest = new Patience(60000);
    for (;;) {
      for (const d of sides) d.last = await d.g.snapshot();
      const [w, p] = sides.map((d) => d.last);
      const still = (x) => x && settled(x) && x.status.animating === 'no' && x.status.board === x.status.shown;
      const waiting = (x) => x.status.decision === 'place a token' && sides.some((d) => d.seat === x.status.seat);
      if (still(w) && still(p) && w.status.public === p.status.public && waiting(w)) break;
      if (rest.over(both((d) => d.last && progress(d.last)))) throw new Error(`the two screens never agreed: ${JSON.stringify(both((d) => d.last && d.last.status))}`);
      await wait(100);
    }
    const [w, p] = sides.map((d) => d.last);
    for (const key of ['round', 'decision', 'seat', 'board', 'public']) {
      check(w.status[key] === p.status[key], `online: the window and the page agree on the ${key}`, `${w.status[key]} | ${p.status[key]}`);
    }
    check(w.status.round === '2' && w.status.viewer === '0' && p.status.viewer === '1', 'online: round 2 on both screens, each its own seat', `viewers ${w.status.viewer} and ${p.status.viewer}`);
    for (const d of sides) {
      const tray = d.last.status.tray.split(' '), before = d.trayBefore.split(' ');
      const other = sides.find((o) => o !== d);
      check(d.last.status.tray === d.placed && !tray.includes(d.numeral) && tray.length === before.length - 1 && tray.includes(other.numeral),
        `online: the ${d.name}'s hand is its own: its ${d.numeral} placed, the other's ${other.numeral} still behind its screen`, `${d.trayBefore} -> ${d.last.status.tray}`);
    }
    for (const d of sides) {
      await d.g.rest();
      await d.g.shot(`13-${d.name}-round2`);
    }
    results.windowAndPage = { seconds: Math.round((Date.now() - started) / 1000), code, seen: Object.fromEntries(sides.map((d) => [d.name, [...d.seen].sort()])) };
    log('a window and a page at one online table', JSON.stringify(results.windowAndPage));
  } finally {
    win.stop();
    page = page || (await signingIn.catch(() => null));
    if (page) await page.page.context().close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// clickUntil clicks a target until the game shows what it leads to (a
// click may land in a button's short wait, or be lost on a busy machine).
Game.prototype.clickUntil = async function (name, pred, what, timeout = 60000) {
  const end = Date.now() + patient(timeout);
  let s = await this.snapshot();
  while (Date.now() < end) {
    if (s && settled(s) && pred(s)) return s;
    if (s && settled(s) && s.targets[name]) await this.clickTarget(s, name);
    s = (await this.waitFor(what, (x) => settled(x) && pred(x), 4000).catch(() => null)) || (await this.snapshot());
  }
  throw new Error(`clicking ${name} never led to ${what}; last: ${JSON.stringify(s && { scene: s.scene, status: s.status, targets: Object.keys(s.targets) })}`);
};

// rest moves the pointer to the panel's bottom corner, where nothing
// shows a tooltip or an outline, and lets the picture settle.
Game.prototype.rest = async function () {
  const [x, y] = await this.toPage(LW - 6, LH - 6);
  this.mouseAt = [x, y];
  await this.page.mouse.move(x, y);
  await this.ticks(2);
  // A screen that animates on its own never stands still: then the
  // picture after the wait is the one compared.
  await this.still('the picture at rest', 10000).catch(() => {});
};

// botIntroGame plays an intro game of three Easy bots to the game-over
// scene at Instant (E2E_ONLY=look; the whole run reuses section 6's).
async function botIntroGame(g, page) {
  await page.evaluate(([k, v]) => { localStorage.setItem(k, v); }, [STORE + 'settings', JSON.stringify(INSTANT)]);
  await page.reload();
  await g.waitFirstFrame();
  let s = await setSeats(g, { players: 3, humanFirst: false, level: 'Easy' });
  if (!JSON.parse((await g.stored('setup')) || '{}').intro && s.targets.intro) { await g.clickTarget(s, 'intro'); await g.still('the intro chip drawn'); }
  await startGame(g, await g.snapshot());
  return g.waitFor('the bots\' intro game to end', (x) => x.scene === 'gameover' && settled(x), 240000);
}

// myTurn waits for the person's placement turn, the board at rest.
const myTurn = (g, what, timeout = 60000) => g.waitFor(what, (x) => x.scene === 'placement' && settled(x) && x.status.animating === 'no' &&
  x.status.seat === x.status.viewer && targetsWith(x, 'token:').length > 0, timeout);

// placeBy clicks a token then a lit space; returns the space, or null
// when a click was lost.
async function placeBy(g, s, tok) {
  await g.clickTarget(s, tok);
  const s2 = await g.waitFor('lit spaces', (x) => targetsWith(x, 'space:').length > 0, 8000).catch(() => null);
  if (!s2) return null;
  const spaces = targetsWith(s2, 'space:');
  const space = spaces[Math.floor(spaces.length / 2)];
  await g.clickTarget(s2, space);
  await g.waitFor('the token to land', (x) => targetsWith(x, 'space:').length === 0, 8000).catch(() => null);
  return { space, rect: s2.targets[space] };
}

// lookBack: the replay of a finished game by clicks (from game over),
// Recent games with Export (a download, replayed on desktop) and Import
// (the file chooser: a damaged file refused in plain words, a good one
// listed), then a take-back by clicks against bots.
async function lookBack(g, page) {
  const started = Date.now();
  let s = await g.snapshot();
  let botGameSeconds = 0; // the bots' game played here (alone), not section 6's
  if (!(s && s.scene === 'gameover')) { s = await botIntroGame(g, page); botGameSeconds = Math.round((Date.now() - started) / 1000); }

  // (a) Watch the replay: forwards, by a round, and back to the start.
  s = await g.clickUntil('watchreplay', (x) => x.scene === 'replay', 'the replay');
  const board = await g.rectToPage([0, 0, BOARD_W, LH]);
  const step = (x) => Number(x.status['replay-step']);
  await g.rest();
  s = await g.snapshot();
  const start = { shot: await g.shot('20-replay-start'), shown: s.status.shown };
  check(step(s) === 0 && Number(s.status['replay-steps']) > 20, 'look: "Watch the replay" opens the finished game at its start', `step ${step(s)} of ${s.status['replay-steps']}`);
  for (let i = 1; i <= 2; i++) s = await g.clickUntil('replay-forward', (x) => step(x) === i, `step ${i}`);
  await g.rest();
  const stepped = await g.shot('21-replay-step2');
  // Round > from the set-up's steps goes to round 1's start, then to round 2's.
  s = await g.clickUntil('replay-nextround', (x) => x.status['replay-round'] === '2', 'round 2');
  const round = s.status['replay-round'];
  await g.rest();
  const nextRound = await g.shot('22-replay-round');
  const d1 = diff(start.shot, stepped, board), d2 = diff(start.shot, nextRound, board);
  check(d1 > 0.0001 && d2 > 0.005 && round === '2', 'look: stepping forwards by clicks changes the board (two moves, then the next round)',
    `board pixels changed: ${(100 * d1).toFixed(2)}% after 2 steps, ${(100 * d2).toFixed(2)}% at round ${round} (step ${step(s)})`);
  s = await g.clickUntil('replay-prevround', (x) => step(x) < 3, 'the round before');
  while (step(s) > 0) { const k = step(s); s = await g.clickUntil('replay-back', (x) => step(x) < k, `back from step ${k}`); }
  await g.rest();
  const back = await g.shot('23-replay-back');
  const d3 = diff(start.shot, back, board);
  check(d3 < 0.002 && (await g.snapshot()).status.shown === start.shown, 'look: stepping backwards by clicks brings the first picture back',
    `board pixels differing from the first visit: ${(100 * d3).toFixed(3)}%`);
  s = await g.clickUntil('replay-close', (x) => x.scene === 'gameover', 'game over again');

  // (b) Recent games: the game is listed; Export downloads it.
  s = await g.clickUntil('newgame', (x) => x.scene === 'setup', 'the set-up screen');
  s = await g.clickUntil('recentgames', (x) => x.scene === 'recent', 'the recent games');
  const listed = Number(s.status['recent-games']);
  check(listed >= 1 && !!s.targets['recent-row:0'], 'look: Recent games lists the finished game', `${listed} games`);
  await g.shot('24-recent');
  let download = null;
  for (let i = 0; i < 3 && !download; i++) {
    const waiting = page.waitForEvent('download', { timeout: patient(15000) }).catch(() => null);
    await g.clickTarget(await g.snapshot(), 'recent-export');
    download = await waiting;
  }
  const exported = path.join(OUT, 'exported-game.json');
  if (download) await download.saveAs(exported);
  if (check(download && fs.existsSync(exported), 'look: Export starts a download', download && download.suggestedFilename())) {
    const data = fs.readFileSync(exported, 'utf8');
    const web = await page.evaluate((d) => window.aladdin.replay(d), data);
    const webLine = web.error ? 'error ' + web.error : `hash ${web.hash} moves ${web.moves}`;
    const desk = fs.existsSync(DESKTOP) ? execFileSync(DESKTOP, ['-replay', exported], { encoding: 'utf8' }).trim() : '(no desktop binary)';
    check(!web.error && desk === webLine, 'look: the exported game replays to the same hash on desktop', `${desk} | ${webLine}`);

    // (c) Import through the file chooser: a damaged file is refused.
    const importFile = async (file) => {
      for (let i = 0; i < 3; i++) {
        const chooser = page.waitForEvent('filechooser', { timeout: patient(15000) }).catch(() => null);
        await g.clickTarget(await g.snapshot(), 'recent-browse');
        const fc = await chooser;
        if (fc) { await fc.setFiles(file); return true; }
      }
      return false;
    };
    const damaged = path.join(OUT, 'damaged-game.json');
    fs.writeFileSync(damaged, data.slice(0, Math.floor(data.length / 2)));
    const chose = await importFile(damaged);
    s = await g.waitFor('the damaged file refused', (x) => x.status['recent-message'] !== undefined && x.status['recent-bad'] === 'yes', 20000).catch(() => null);
    const msg = s ? s.status['recent-message'] : ''; // "<file name>: <why>"
    // The answer is on screen at once, the pointer unmoved: the notice box
    // (scenes/recent_draw.go) turns red.
    const refusedShot = await g.shot('25-import-damaged');
    const red = stats(refusedShot, await g.rectToPage([100, 112, 1500, 172]), { red: BADRED }).near.red;
    check(chose && s && /cannot be opened as a game/.test(msg) && !/JSON|unexpected|EOF|nil|\berr/i.test(msg.replace(/^[^:]*: /, '')) && Number(s.status['recent-games']) === listed && red > 0.01,
      'look: Import (file chooser) refuses a damaged file in plain words, shown at once in red, and keeps nothing', `${msg || '(no message)'}; red ${(100 * red).toFixed(1)}% of the notice box`);
    // A good file: another game, a bot game's record (section 2's), or
    // else the exported file once more (already kept: said so).
    const recs = fs.existsSync(REC) ? fs.readdirSync(REC).filter((f) => /^game-.*\.json$/.test(f)).sort() : [];
    const good = recs.length ? path.join(REC, recs[0]) : exported;
    await importFile(good);
    s = await g.waitFor('the good file imported', (x) => x.status['recent-bad'] === 'no' && x.status['recent-message'] !== '', 20000).catch(() => null);
    await g.shot('26-import-good');
    const gotMsg = s ? s.status['recent-message'] : '';
    check(s && (recs.length ? Number(s.status['recent-games']) === listed + 1 && /^Imported/.test(gotMsg) : /already/.test(gotMsg)),
      'look: Import (file chooser) takes a good game file and lists it', `${gotMsg}; ${s && s.status['recent-games']} games listed`);
  }
  s = await g.clickUntil('recent-back', (x) => x.scene === 'setup', 'the set-up screen');
  const replaySeconds = Math.round((Date.now() - started) / 1000);
  log(`look: replay and recent games took ${replaySeconds} s`);

  // (d) Take back by clicks: a person and the two Easy bots of the
  // bots' game (the set-up screen keeps its seats).
  const t1 = Date.now();
  s = await g.clickUntil('kind:0:Human', (x) => x.scene === 'setup' && !x.targets['level:0:Easy'], 'seat 1 a person');
  await startGame(g, s);
  await g.answerUntil('look: a placement turn for the person', (x) => x.scene === 'placement' && x.status.seat === x.status.viewer && targetsWith(x, 'token:').length > 0);
  s = await myTurn(g, 'the person\'s turn at rest');
  const before = await g.autosave();
  const movesBefore = (await g.savedGame()).record.actions;
  const trayBefore = s.status.tray;
  await g.rest();
  const shotBefore = await g.shot('27-takeback-before');
  const first = targetsWith(s, 'token:')[0];
  const placed = await placeBy(g, s, first);
  s = await myTurn(g, 'the person\'s turn after the bots\' answers');
  const afterPlace = await g.autosave();
  const undone = (await g.savedGame()).record.actions[movesBefore.length];
  await g.rest();
  const shotPlaced = await g.shot('28-takeback-placed');
  const spaceRect = placed && await g.rectToPage(placed.rect);
  check(placed && afterPlace.moves > before.moves + 1 && !!s.targets.takeback && diff(shotBefore, shotPlaced, spaceRect) > 0.02,
    'look: a token placed by clicks, the bots answer, and "Take back" is offered', `moves ${before.moves} -> ${afterPlace.moves}, ${first} on ${placed && placed.space}`);
  s = await g.clickUntil('takeback', (x) => x.scene === 'placement' && x.status.tray === trayBefore, 'the game before the placement');
  s = await myTurn(g, 'the person\'s turn after Take back');
  const back2 = await g.autosave();
  const movesBack = (await g.savedGame()).record.actions;
  await g.rest();
  const shotBack = await g.shot('29-takeback-after');
  const dBack = diff(shotBefore, shotBack, spaceRect);
  check(back2.hash === before.hash && movesBack.join() === movesBefore.join() && s.status.tray === trayBefore && s.status.shown === s.status.board && !s.targets.takeback && dBack < 0.02,
    'look: Take back by click: the autosave\'s moves and hash are as before the placement, the token is behind the screen again and off the board',
    `hash ${before.hash} -> ${afterPlace.hash} -> ${back2.hash}; moves ${before.moves} -> ${afterPlace.moves} -> ${back2.moves}; tray ${trayBefore} | ${s.status.tray}; space pixels differing ${(100 * dBack).toFixed(1)}%`);
  const second = targetsWith(s, 'token:').find((t) => t !== first);
  await placeBy(g, s, second);
  const redo = await g.waitForSave(back2, 20000);
  const redone = (await g.savedGame()).record.actions[movesBefore.length];
  check(redo && redo.moves > back2.moves && redone !== undone, 'look: a different token placed after Take back is recorded', `${undone} taken back, ${redone} played`);
  // Play on to the tally (the first snapshot past the placements: a
  // decision that is not a placement, the tally, or the round's summary):
  // Take back is gone. Rendered without a GPU, each bot move costs seconds of frames: playing
  // out round 1 here takes 2 to 3 minutes, over this section's CI budget,
  // so it runs on request (E2E_LOOK_TALLY=1); the desktop test
  // TestTakeBackByMouse checks the same rule by mouse in every run.
  if (!process.env.E2E_LOOK_TALLY) skip('look: Take back is gone once the tally begins', 'checked on desktop (game/e2e TestTakeBackByMouse); E2E_LOOK_TALLY=1 checks it here too');
  else {
    let tallyAt = null;
    const tally = new Patience(120000, 600000);
    for (;;) {
      s = await g.snapshot();
      if (tally.over(s)) break;
      if (s && ((s.status.decision && s.status.decision !== 'place a token') || /^(tally|summary)/.test(s.scene) || s.status.round !== '1')) { tallyAt = s; break; }
      if (s && settled(s) && s.scene === 'placement' && s.status.seat === s.status.viewer && targetsWith(s, 'token:').length) await placeBy(g, s, targetsWith(s, 'token:')[0]);
      else if (!(s && settled(s) && (await answerHuman(g, s)))) await wait(250); // the bots' turns: poll gently
    }
    if (!tallyAt) {
      await g.shot('30-takeback-no-tally');
      log('look: no tally; last', JSON.stringify(s && { scene: s.scene, status: s.status, targets: Object.keys(s.targets) }));
    }
    check(tallyAt && !tallyAt.targets.takeback, 'look: once the tally begins, Take back is gone',
      tallyAt ? `scene ${tallyAt.scene}, decision "${tallyAt.status.decision}", targets: ${Object.keys(tallyAt.targets).join(' ')}` : 'the tally never began');
  }
  results.lookBack = { replayAndRecentSeconds: replaySeconds, takeBackSeconds: Math.round((Date.now() - t1) / 1000), seconds: Math.round((Date.now() - started) / 1000), botGameSeconds: botGameSeconds };
  log('look: seconds', JSON.stringify(results.lookBack));
}

// ---------- 9. delivery, installing and starting offline (issue 20) ----------

// startServe runs build/web/serve (the Go server, the one this section is
// about) on dir and resolves to its process and host:port once it listens.
function startServe(bin, dir, addr = '127.0.0.1:0') {
  return new Promise((resolve, reject) => {
    const proc = spawn(bin, ['-addr', addr, '-dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      const m = /at http:\/\/([^/\s]+)\//.exec(out);
      if (m) resolve({ proc, addr: m[1] });
    });
    proc.stderr.on('data', (d) => { out += d; });
    proc.on('exit', (code) => reject(new Error(`serve exited (${code}): ${out}`)));
  });
}
const stopServe = (s) => new Promise((resolve) => { s.proc.removeAllListeners('exit'); s.proc.on('exit', resolve); s.proc.kill(); });

// download fetches url with one Accept-Encoding, as `curl -H 'Accept-Encoding: ...'`
// would, and counts the body's bytes as they travel (nothing decoded);
// with keep, it also returns them.
function download(url, acceptEncoding, keep = false) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (d) => { bytes += d.length; if (keep) chunks.push(d); });
      res.on('end', () => resolve({ bytes, status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

// offlineStart: section 9 (E2E_ONLY=offline). The bundle is served by
// build/web/serve from a copy (so an update can be served). Checked: the
// wasm's bytes on the wire for brotli, gzip and none, with their headers;
// in Chromium the wasm comes as brotli and the loader's figure is the bytes
// that travelled; the manifest is linked, valid, its icons are the sizes it
// says and Chromium finds the app installable; the service worker
// activates; with the server stopped and the context offline, a reload
// starts the game to its first interactive frame from the worker's cache;
// a new version of the bundle (a changed sw.js, served once the server is
// back) installs and waits while the page plays on, unreloaded, and the
// next start uses it.
async function offlineStart(browser) {
  const SERVE = process.env.SERVE || path.join(here, 'out/serve');
  if (!fs.existsSync(SERVE)) { skip('delivery and offline start', `no build/web/serve binary at ${SERVE} (build/web/test.sh builds it)`); return; }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aladdin-site-'));
  fs.cpSync(SITE, dir, { recursive: true });
  let srv = await startServe(SERVE, dir);
  const base = `http://${srv.addr}/`;
  const page0 = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const wasmPath = /"(aladdin\.wasm\?v=[0-9a-f]+)"/.exec(page0)[1];
  const raw = fs.statSync(path.join(dir, 'aladdin.wasm')).size;
  const mb = (n) => (n / 1e6).toFixed(1) + ' MB'; // as index.html writes it
  let context = null;
  try {
    // The bytes on the wire for each encoding.
    const wire = {};
    for (const [name, ae, want] of [['br', 'gzip, deflate, br', 'br'], ['gzip', 'gzip, deflate', 'gzip'], ['none', 'identity', undefined]]) {
      const d = await download(base + wasmPath, ae);
      wire[name] = d.bytes;
      check(d.status === 200 && d.headers['content-encoding'] === want && d.headers['content-type'] === 'application/wasm' &&
        Number(d.headers['content-length']) === d.bytes && d.headers.vary === 'Accept-Encoding',
      `delivery: Accept-Encoding "${ae}" gets the wasm ${want ? 'as ' + want : 'unencoded'} with its type, length and Vary`,
      `${d.bytes} bytes, ${JSON.stringify({ enc: d.headers['content-encoding'], type: d.headers['content-type'], length: d.headers['content-length'], vary: d.headers.vary })}`);
    }
    check(wire.none === raw && wire.br < wire.gzip && wire.gzip < raw, 'delivery: brotli < gzip < the plain wasm on the wire',
      `br ${wire.br}, gzip ${wire.gzip}, none ${wire.none} bytes`);
    results.wire = { wasmBrotli: wire.br, wasmGzip: wire.gzip, wasmNone: wire.none };
    log('bytes on the wire', JSON.stringify(results.wire));

    // The first load: brotli, and the loader says what travels.
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    let page = await context.newPage();
    let g = new Game(page);
    const wasmResponses = [];
    page.on('response', (r) => { if (r.url().includes('aladdin.wasm')) wasmResponses.push(r); });
    await page.goto(base);
    await g.waitFirstFrame();
    await pastWelcome(g); // a fresh profile: the welcome answered, later starts open on the set-up screen
    const headers = await wasmResponses[0].allHeaders();
    const sizes = await wasmResponses[0].request().sizes();
    const load = await page.evaluate(() => window.aladdin.loading);
    check(headers['content-encoding'] === 'br' && load.encoding === 'br', 'loader: Chromium gets the wasm as brotli, and the loader knows it',
      `Content-Encoding ${headers['content-encoding']}, loader ${load.encoding}`);
    check(load.wireBytes === wire.br && sizes.responseBodySize === wire.br && (load.progressText || '').endsWith(`${mb(wire.br)} of ${mb(wire.br)}`),
      'loader: its figure is the bytes on the wire, not the unpacked size',
      `loader ${load.wireBytes} bytes ("${load.progressText}"), Chromium received ${sizes.responseBodySize}, the server's brotli file ${wire.br}; unpacked ${raw} (${mb(raw)})`);
    results.loader = { encoding: load.encoding, wireBytes: load.wireBytes, text: load.progressText, chromiumBodyBytes: sizes.responseBodySize };

    // The manifest, linked and valid, its icons as declared.
    const man = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]');
      if (!link) return null;
      const r = await fetch(link.href);
      return { href: link.href, type: r.headers.get('Content-Type'), json: await r.json() };
    });
    const m = man && man.json;
    check(man && man.type === 'application/manifest+json' && m.name === "Aladdin's Dragons" && m.short_name && m.start_url &&
      ['fullscreen', 'standalone'].includes(m.display) && m.orientation === 'landscape' && /^#[0-9A-Fa-f]{6}$/.test(m.background_color) && /^#[0-9A-Fa-f]{6}$/.test(m.theme_color),
    'manifest: linked from the page, served as application/manifest+json, with name, start, display, orientation and colours', man && JSON.stringify({ type: man.type, name: m.name, display: m.display, orientation: m.orientation }));
    const icons = [];
    for (const ic of (m && m.icons) || []) {
      const d = await download(new URL(ic.src, man.href).href, 'identity', true);
      let w = 0, h = 0;
      try { ({ w, h } = decodePNG(d.body)); } catch { /* not a PNG: its size stays 0x0 and fails below */ }
      icons.push({ src: ic.src, sizes: ic.sizes, purpose: ic.purpose || 'any', type: d.headers['content-type'], actual: `${w}x${h}` });
    }
    const iconOK = (size, purpose) => icons.some((i) => i.sizes === size && i.actual === size && i.type === 'image/png' && i.purpose.split(' ').includes(purpose));
    check(iconOK('192x192', 'any') && iconOK('512x512', 'any') && iconOK('512x512', 'maskable'),
      'manifest: PNG icons of 192 and 512 px and a maskable one, each the size it declares', JSON.stringify(icons));
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest').catch((e) => ({ errors: [e.message] }));
    const inst = await cdp.send('Page.getInstallabilityErrors').catch((e) => ({ installabilityErrors: [{ errorId: e.message }] }));
    // A test browser's context is an incognito one, which Chromium never
    // installs from; every other reason would be the game's.
    const blocking = (inst.installabilityErrors || []).filter((e) => e.errorId !== 'in-incognito');
    check(parsed.errors && parsed.errors.length === 0 && blocking.length === 0, 'manifest: Chromium parses it without errors and finds nothing in the game against installing it',
      JSON.stringify({ manifestErrors: parsed.errors, installabilityErrors: inst.installabilityErrors }));

    // The service worker: registered once the game is up, it caches the
    // bundle and activates.
    await page.waitForFunction(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return !!(r && r.active && r.active.state === 'activated');
    }, null, { timeout: patient(180000), polling: 250 });
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      return { keys, urls: keys.length ? (await (await caches.open(keys[0])).keys()).map((r) => r.url) : [] };
    });
    check(cached.keys.length === 1 && cached.urls.includes(base + wasmPath) && cached.urls.includes(base),
      'service worker: activates with the page and the versioned wasm in its cache', JSON.stringify(cached));

    // Offline: the server stopped and the context offline, a reload starts
    // the game from the worker's cache.
    await stopServe(srv);
    await context.setOffline(true);
    const t = Date.now();
    await page.reload();
    await g.waitFirstFrame();
    const off = await page.evaluate(() => ({ ...window.aladdin.loading, firstFrameAt: window.aladdin.firstFrameAt, controlled: !!navigator.serviceWorker.controller }));
    const scene = await g.waitFor('the set-up screen, offline', (x) => x.scene === 'setup' && settled(x), 60000).then((x) => x.scene).catch(() => null);
    check(off.controlled && off.fromCache && off.wireBytes === 0 && off.firstFrameAt > 0 && scene === 'setup',
      'offline: with no server and the context offline, a reload starts the game from the service worker to its set-up screen',
      `first interactive frame ${Math.round(off.firstFrameAt)} ms after navigation (${Date.now() - t} ms in all), loader "${off.progressText}"`);
    results.offline = { firstInteractiveFrameMs: Math.round(off.firstFrameAt), fromCache: off.fromCache, text: off.progressText };

    // An update: the server back with a new sw.js (a new bundle version).
    // The page, where the player has already chosen something, is neither
    // reloaded nor taken over; the new worker waits for the next start.
    await context.setOffline(false);
    srv = await startServe(SERVE, dir, srv.addr);
    const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const oldVersion = /const VERSION = "([^"]+)"/.exec(sw)[1], newVersion = oldVersion + '-next';
    fs.writeFileSync(path.join(dir, 'sw.js'), sw.replace(`const VERSION = "${oldVersion}"`, `const VERSION = "${newVersion}"`));
    for (const ext of ['.br', '.gz']) fs.rmSync(path.join(dir, 'sw.js' + ext), { force: true });
    let s = await g.snapshot();
    await g.clickTarget(s, 'players:3');
    s = await g.waitFor('3 players chosen', (x) => !x.targets['kind:3:Human'], 20000);
    await page.evaluate(() => { window.__sameDocument = true; });
    const navigations = [];
    page.on('framenavigated', (f) => { if (f === page.mainFrame()) navigations.push(f.url()); });
    await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration()).update(); });
    await page.waitForFunction(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return !!(r && r.waiting && r.waiting.state === 'installed');
    }, null, { timeout: patient(180000), polling: 250 });
    const during = await page.evaluate(async () => ({
      same: window.__sameDocument === true, keys: await caches.keys(),
      controller: navigator.serviceWorker.controller && navigator.serviceWorker.controller.state,
    }));
    s = await g.waitFor('the game still on the set-up screen with 3 players', (x) => x.scene === 'setup' && !x.targets['kind:3:Human'], 20000).catch(() => null);
    check(during.same && navigations.length === 0 && s !== null && during.controller === 'activated' && during.keys.includes(`aladdin-${newVersion}`),
      'update: the new version installs and waits; the playing page is not reloaded, its state (3 players chosen) kept, the old worker still in charge',
      JSON.stringify({ ...during, navigations }));
    // The next start: the old page closed, a new one opened. The waiting
    // worker takes over once no page is left under the old one; on a busy
    // machine the closed page can still count when the new one opens (it
    // then starts under the old worker), so a start under the old worker
    // is closed and made again, until the new version runs: the test waits
    // on the workers' state, not on a time.
    const newStart = async () => {
      await page.close();
      page = await context.newPage();
      g = new Game(page);
      await page.goto(base);
      await g.waitFirstFrame();
    };
    // The last state kept, for the report if it never comes.
    let next = null, last = null;
    for (let tries = 0; !next && tries < 20; tries++) {
      await newStart();
      last = await page.evaluate(async () => {
        const c = navigator.serviceWorker.controller;
        return { keys: await caches.keys(), controller: c && c.state, starts: 0 };
      }).catch((e) => ({ error: e.message }));
      last.starts = tries + 1;
      if (last.keys && last.keys.length === 1 && last.keys[0] === `aladdin-${newVersion}` && last.controller === 'activated') next = last;
    }
    check(next !== null, 'update: the next start runs under the new version, whose activation freed the old cache', JSON.stringify(last));
  } finally {
    if (context) await context.close().catch(() => {});
    await stopServe(srv).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------- 11. touch (issue 20) ----------

// TouchGame plays with a finger: every tap is a touch start and end
// (page.touchscreen, or the DevTools protocol for drags, long presses and
// two fingers), which the game reads through its Pointer Events layer.
class TouchGame extends Game {
  constructor(page, cdp) { super(page); this.cdp = cdp; }
  async touch(type, pts) {
    await this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })) });
  }
  // tap is a finger's touch start and end. The two go as two DevTools
  // commands, one after the other; a hand's touch end is already queued
  // when the page gets round to it, but on a busy machine the second
  // command can come more than the half second of a long press after the
  // first, and the game (rightly) shows a long press. When its own state
  // says so, the tap is made again, after a tap on the header's empty
  // middle lets the long press go (results.touch.slowTaps counts them).
  async tap(x, y) {
    const [px, py] = await this.toPage(x, y);
    for (let attempt = 0; ; attempt++) {
      await this.page.touchscreen.tap(px, py);
      await this.ticks(8);
      const s = await this.snapshot();
      if (!s || s.status.holding !== 'yes' || attempt >= 4) return;
      this.slowTaps = (this.slowTaps || 0) + 1;
      const [hx, hy] = await this.toPage(1280, 24);
      await this.page.touchscreen.tap(hx, hy);
      await this.ticks(8);
    }
  }
  // clickTarget is a tap here, so the shared helpers (setSeats,
  // startGame, answerHuman, placeBy) play by touch.
  async clickTarget(s, name) {
    const r = s.targets[name];
    if (!r) return false;
    await this.tap((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
    return true;
  }
  async drag([x0, y0], [x1, y1]) {
    const a = await this.toPage(x0, y0), b = await this.toPage(x1, y1);
    await this.touch('touchStart', [a]);
    await this.ticks(2);
    for (let i = 1; i <= 6; i++) {
      await this.touch('touchMove', [[a[0] + (b[0] - a[0]) * i / 6, a[1] + (b[1] - a[1]) * i / 6]]);
      await this.ticks(1);
    }
    await this.touch('touchEnd', []);
    await this.ticks(8);
  }
  // hold rests a finger at (x, y) until the game says a long press is in
  // effect (its own state, however slow the machine), then lifts it.
  async hold(x, y, what) {
    const p = await this.toPage(x, y);
    await this.touch('touchStart', [p]);
    const s = await this.waitFor(what, (z) => z.status.holding === 'yes' && z.status.tip !== '', 20000);
    await this.touch('touchEnd', []);
    await this.ticks(4);
    return s;
  }
  // doubleTap taps twice at (x, y) within a few milliseconds. The two taps
  // are Pointer Events made in the page in one go: taps sent one by one
  // from here can arrive further apart than a double tap's 350 ms on a
  // busy machine, and no check may depend on speed.
  async doubleTap(x, y) {
    const [px, py] = await this.toPage(x, y);
    await this.page.evaluate(([px, py]) => {
      const c = document.querySelector('canvas');
      const ev = (type) => c.dispatchEvent(new PointerEvent(type, { pointerId: 41, pointerType: 'touch', isPrimary: true, clientX: px, clientY: py, button: 0, buttons: type === 'pointerdown' ? 1 : 0, bubbles: true }));
      for (const t of ['pointerdown', 'pointerup', 'pointerdown', 'pointerup']) ev(t);
    }, [px, py]);
    await this.ticks(8);
  }
  async pinch(cx, cy, from, to) {
    const c = await this.toPage(cx, cy);
    await this.touch('touchStart', [[c[0] - from, c[1]], [c[0] + from, c[1]]]);
    await this.ticks(2);
    for (let i = 1; i <= 5; i++) {
      const d = from + (to - from) * i / 5;
      await this.touch('touchMove', [[c[0] - d, c[1]], [c[0] + d, c[1]]]);
      await this.ticks(1);
    }
    await this.touch('touchEnd', []);
    await this.ticks(4);
  }
}

// magicGuideByTouch plays "Learn the magic version" by tapping whatever
// the guide points at, up to the lesson that casts Lunar Eclipse on Room I
// (a spell card tapped, then its target on the board) and the purchase
// after it.
async function magicGuideByTouch(g, name) {
  let s = await g.waitFor('the set-up screen', (x) => x.scene === 'setup' && settled(x));
  await g.clickTarget(s, 'learn-magic');
  const asked = (x) => x.status['guide-done'] === 'yes' || (x.status['guide-target'] && x.status.guide && !!x.targets[x.status['guide-target']]);
  let cast = false, taps = 0;
  while (taps < 40) {
    s = await g.waitFor('the guide to point at something', asked, 60000);
    const want = s.status['guide-target'];
    if (s.status['guide-done'] === 'yes' || (cast && want.startsWith('pay:'))) break;
    const before = s.status.guide;
    await g.clickTarget(s, want);
    taps++;
    if (want.startsWith('target-space:') || want.startsWith('target-token:')) {
      s = await g.waitFor('the cast to be played', (x) => x.status.guide !== before || x.status['guide-target'] !== want, 30000).catch(() => null);
      cast = s !== null;
      await g.shot('11-touch-magic-cast');
    }
  }
  const save = await g.autosave();
  const rec = ((await g.savedGame()) || {}).record || { actions: [] };
  const casts = rec.actions.filter((a) => /^K\d/.test(a)); // K<seat>:<spell>...: a cast (engine/save.go)
  check(cast && casts.length > 0, `${name}: the magic guide by taps, a spell card cast on a target tapped on the board`, `${taps} taps, ${casts.length} cast(s) recorded, moves ${save && save.moves}`);
}

// targetSizes: each target's smaller side in CSS px, as drawn and as a
// finger can take it (the game lets a tap 12 logical px outside a target
// take it, where no other target is nearer: game/gesture.go tapReach).
const TAP_REACH = 12;
function targetSizes(s, m) {
  const rects = Object.values(s.targets);
  const gap = (a, b) => Math.max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]);
  const sizes = rects.map((r) => {
    // The reach on each side is cut to half the gap to the nearest other target.
    const near = Math.min(...rects.filter((o) => o !== r).map((o) => Math.max(0, gap(r, o))), Infinity);
    const reach = Math.min(TAP_REACH, near / 2);
    const side = Math.min(r[2] - r[0], r[3] - r[1]);
    return { drawn: side * m.s, reach: (side + 2 * reach) * m.s };
  });
  const med = (a) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const r1 = (x) => +x.toFixed(1);
  return { n: sizes.length, smallestDrawn: r1(Math.min(...sizes.map((x) => x.drawn))), medianDrawn: r1(med(sizes.map((x) => x.drawn))),
    smallestByFinger: r1(Math.min(...sizes.map((x) => x.reach))), medianByFinger: r1(med(sizes.map((x) => x.reach))),
    atLeast44ByFinger: sizes.filter((x) => x.reach >= 44).length };
}

// The smallest text on screen, in CSS pixels, at a viewport: the game
// draws no text under game.MinTextSize logical pixels (UI.Face), scaled by
// the letterbox.
const minTextCss = (m, minLogical) => +(minLogical * m.s).toFixed(2);

// touchPlay: the game by touch in a phone-sized and a tablet-sized
// context: the set-up by taps, a decision dialog, a long press that shows
// a space's help and a tap on it that opens its rules, a placement by two
// taps, a token dragged, and on the phone a pinch that zooms the board and
// the notice asking to turn the device upright.
async function touchPlay(browser, url) {
  results.touch = {};
  const devices = [
    { name: 'tablet', viewport: { width: 1024, height: 768 }, scale: 2, full: true },
    // Device pixels cost a software-GL browser dearly and change nothing the
    // test reads (the game maps CSS pixels): the others play at 1.
    { name: 'phone', viewport: { width: 844, height: 390 }, scale: 1 },
    { name: 'large tablet', viewport: { width: 1366, height: 1024 }, scale: 1, magicGuide: true },
  ];
  // The last set-up, remembered: a person and two Easy bots, people
  // choosing their start (a dialog at once). The set-up screen is still
  // played by taps: the player count and Start.
  const setup = { players: 3, chooseStart: true, intro: false, seed: '',
    seats: [0, 1, 2].map((i) => ({ name: ['Ali', 'Jasmine', 'Omar'][i], color: i, human: i === 0, level: 1 })) };
  // The smoke run: the tablet, by taps (the set-up, a dialog, a placement);
  // the gestures (long press, drag, pinch, double tap) are tested
  // headlessly on fed touch events (scenes/touch_test.go).
  if (SMOKE) {
    devices.splice(1);
    devices[0].full = false;
  }
  for (const d of devices) {
    const context = await browser.newContext({ viewport: d.viewport, deviceScaleFactor: d.scale, hasTouch: true, isMobile: true });
    await context.addInitScript(([k, v, k2, v2]) => {
      if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
      if (localStorage.getItem(k2) === null) localStorage.setItem(k2, v2);
    }, [STORE + 'settings', JSON.stringify(INSTANT), STORE + 'setup', JSON.stringify(setup)]);
    try {
      const page = await context.newPage();
      const g = new TouchGame(page, await context.newCDPSession(page));
      await page.goto(url);
      await g.waitFirstFrame();
      const m = await g.mapping();
      results.touch[d.name] = { viewport: d.viewport, scale: +m.s.toFixed(3) };
      if (d.magicGuide) {
        await magicGuideByTouch(g, d.name);
        results.touch[d.name].minTextCssPx = minTextCss(m, MIN_TEXT);
        continue;
      }
      let s = await g.waitFor('the set-up screen', (x) => x.scene === 'setup' && settled(x));
      await g.clickTarget(s, 'players:4');
      s = await g.waitFor('4 players chosen by a tap', (x) => !!x.targets['kind:3:Human'], 20000);
      await g.clickTarget(s, 'players:3');
      s = await g.waitFor('3 players chosen by a tap', (x) => !x.targets['kind:3:Human'], 20000);
      await startGame(g, s);
      let dialogs = 0;
      s = await g.waitFor(`${d.name}: a placement turn by touch`, (x) => settled(x) && x.scene === 'placement' && targetsWith(x, 'token:').length > 0, 60000,
        async (x) => { if (await answerHuman(g, x) && x.scene.startsWith('dialog-')) dialogs++; });
      check(s.status.pointer === 'touch', `${d.name}: taps set the game up and it knows a finger plays`, `pointer ${s.status.pointer}`);
      check(dialogs > 0, `${d.name}: a decision dialog (the start's treasures) answered by a tap`, `${dialogs} dialog(s)`);
      await g.shot(`11-touch-${d.name}-placement`);
      results.touch[d.name].placementTargets = targetSizes(s, m);

      const tok = targetsWith(s, 'token:')[0];
      if (d.full) {
        // A long press on a lit space: its help, then its rules from a tap on the note.
        await g.clickTarget(s, tok);
        s = await g.waitFor('lit spaces after a tap on a token', (x) => targetsWith(x, 'space:').length > 0, 20000);
        const space = targetsWith(s, 'space:')[0];
        const r = s.targets[space];
        const held = await g.hold((r[0] + r[2]) / 2, r[3] - 24, `${d.name}: a long press on ${space}`);
        check(/Tap this note for the rules/.test(held.status.tip), `${d.name}: a long press on ${space} shows its help`, held.status.tip.slice(0, 80));
        await g.shot(`11-touch-${d.name}-longpress`);
        const [n0, n1, n2, n3] = held.status.note.split(',').map(Number);
        await g.tap((n0 + n2) / 2, (n1 + n3) / 2);
        s = await g.waitFor('the rules from the note', (x) => x.scene === 'rules', 20000).catch(() => null);
        check(s !== null, `${d.name}: a tap on the help's note opens the rules of the space`);
        if (s) {
          await g.clickTarget(s, 'rules-back');
          s = await g.waitFor('the table again', (x) => x.scene === 'placement' && settled(x), 20000);
        }
      }

      // A placement by two taps.
      const before = await g.autosave();
      if (!targetsWith(s, 'space:').length) {
        await g.clickTarget(s, tok);
        s = await g.waitFor('lit spaces', (x) => targetsWith(x, 'space:').length > 0, 20000);
      }
      await g.clickTarget(s, targetsWith(s, 'space:')[0]);
      const after = await g.waitForSave(before, 20000);
      check(after && after.moves > before.moves, `${d.name}: a token placed by a tap on it and a tap on a space`, `moves ${before.moves} -> ${after && after.moves}`);

      // The next turn: a token dragged to a space.
      if (d.full) {
        s = await myTurn(g, `${d.name}: the next placement turn`, 120000);
        const tok2 = targetsWith(s, 'token:')[0];
        const tr = s.targets[tok2];
        await g.clickTarget(s, tok2); // which spaces light up for it
        s = await g.waitFor('lit spaces', (x) => targetsWith(x, 'space:').length > 0, 20000);
        const sr = s.targets[targetsWith(s, 'space:')[0]];
        await g.clickTarget(s, tok2); // tapped again: back behind the screen
        s = await g.waitFor('the token back', (x) => targetsWith(x, 'space:').length === 0, 20000).catch(() => null);
        check(s !== null, `${d.name}: a token tapped again goes back behind the screen`);
        const before2 = await g.autosave();
        await g.drag([(tr[0] + tr[2]) / 2, (tr[1] + tr[3]) / 2], [(sr[0] + sr[2]) / 2, (sr[1] + sr[3]) / 2]);
        const after2 = await g.waitForSave(before2, 20000);
        check(after2 && after2.moves > before2.moves, `${d.name}: a token dragged by a finger to a space is placed`, `moves ${before2.moves} -> ${after2 && after2.moves}`);
      }

      if (d.name === 'phone') {
        await g.pinch(590, 400, 60, 180);
        s = await g.waitFor('the zoom', (x) => Number(x.status.zoom) > 150, 10000).catch(() => null);
        check(s !== null, 'phone: two fingers spread zoom the board', s && `zoom ${s.status.zoom}%`);
        await g.shot('11-touch-phone-zoomed');
        results.touch.phone.zoomed = s && Number(s.status.zoom);
        await g.pinch(590, 400, 200, 40);
        s = await g.waitFor('the whole table', (x) => Number(x.status.zoom) === 100, 10000).catch(() => null);
        check(s !== null, 'phone: two fingers pinched show the whole table again, panel included');
        // A double tap on the caves (no target there between turns) zooms
        // into them; another shows the whole table.
        s = await g.waitFor('no lit space', (x) => targetsWith(x, 'space:').length === 0, 20000).catch(() => null);
        await g.doubleTap(700, 880);
        s = await g.waitFor('the double tap\'s zoom', (x) => Number(x.status.zoom) === 200, 10000).catch(() => null);
        check(s !== null, 'phone: a double tap on the caves zooms into them', s && `zoom ${s.status.zoom}%`);
        await g.shot('11-touch-phone-double-tap');
        await g.doubleTap(800, 500);
        s = await g.waitFor('the whole table again', (x) => Number(x.status.zoom) === 100, 10000).catch(() => null);
        check(s !== null, 'phone: a second double tap shows the whole table again');
        await page.setViewportSize({ width: 390, height: 844 });
        const turn = await page.waitForFunction(() => getComputedStyle(document.getElementById('turn')).display !== 'none', null, { timeout: patient(10000) }).then(() => true).catch(() => false);
        await g.shot('11-touch-phone-portrait');
        check(turn, 'phone held upright: the game asks to turn the device');
        await page.setViewportSize(d.viewport);
      }
      results.touch[d.name].minTextCssPx = minTextCss(m, MIN_TEXT);
      results.touch[d.name].slowTaps = g.slowTaps || 0;
    } finally {
      await context.close().catch(() => {});
    }
  }
  if (SMOKE) {
    // The phone held upright: the page asks to turn it (CSS of the page,
    // nothing the game draws).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(url);
      const turn = await page.waitForFunction(() => { const e = document.getElementById('turn'); return e && getComputedStyle(e).display !== 'none'; }, null, { timeout: patient(60000) })
        .then(() => true).catch(() => false);
      check(turn, 'phone held upright: the game asks to turn the device');
    } finally {
      await context.close().catch(() => {});
    }
  }
  log('touch', JSON.stringify(results.touch));
}

// ---------- 10. nothing lost: two tabs, a full storage, a damaged save ----------

// rectsOverlap: two [x0, y0, x1, y1] rectangles share some area.
const rectsOverlap = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

// placeAToken answers the person's other decisions until their placement,
// then places a token by clicks, and returns when it has landed.
async function placeAToken(g) {
  const s = await g.answerUntil('a placement turn for the person', (x) => x.scene === 'placement' && targetsWith(x, 'token:').length > 0);
  if (!(await placeBy(g, s, targetsWith(s, 'token:')[0]))) throw new Error('a click placing a token was lost');
}

// savesAndTabs (issue 20, E2E_ONLY=save runs sections 1-2 and this): one
// live game per browser profile, a save that fails on a full storage, a
// reload that resumes, and the damaged save's notice clear of every
// button. Two pages of one context share localStorage and Web Locks, as
// two tabs of one browser profile do.
async function savesAndTabs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    await context.addInitScript(([k, v]) => { if (localStorage.getItem(k) === null) localStorage.setItem(k, v); }, [STORE + 'settings', JSON.stringify(INSTANT)]);
    const page1 = await context.newPage();
    const g1 = new Game(page1);
    await page1.goto(url);
    await g1.waitFirstFrame();
    await setSeats(g1, { players: 3, humanFirst: true, level: 'Easy' });
    await startGame(g1, await g1.snapshot());
    await placeAToken(g1);
    const a = await g1.waitForSave({ moves: 0 }, 20000);
    const savedA = (await g1.savedGame()).record.actions;
    let s1 = await g1.snapshot();
    check(a && a.moves > 0 && s1.status.save === 'ok', 'two tabs: game A is played and saved in the first tab', `moves ${a && a.moves}, save=${s1.status.save}`);

    // A second tab: it says the game is open elsewhere and offers to take it over.
    const page2 = await context.newPage();
    const g2 = new Game(page2);
    await page2.goto(url);
    await g2.waitFirstFrame();
    let s2 = await g2.waitFor('the second tab\'s set-up screen', (x) => x.scene === 'setup' && settled(x) && x.status.elsewhere === 'yes', 60000).catch(() => null);
    check(s2 !== null && !!s2.targets.takeover && !s2.targets.continue, 'two tabs: the second says the game is open elsewhere and offers "Take it over here"',
      s2 ? `elsewhere=${s2.status.elsewhere}, targets ${Object.keys(s2.targets).filter((k) => /takeover|continue|learn/.test(k)).join(' ')}` : 'never');
    await g2.shot('10-elsewhere');
    if (!s2) return;
    await g2.clickTarget(s2, 'takeover');
    s2 = await g2.waitFor('the game taken over in the second tab', (x) => x.scene !== 'setup' && x.status.round !== undefined, 60000);
    // The first tab stops writing and says why (its pointer wakes it: an
    // idle game sleeps until input).
    await page1.bringToFront();
    g1.mouseAt = await g1.toPage(600, 500);
    await page1.mouse.move(g1.mouseAt[0], g1.mouseAt[1]);
    s1 = await g1.waitFor('the first tab told it was taken over', (x) => x.scene === 'taken-over', 30000).catch(() => null);
    check(s1 !== null && s1.status.save === 'elsewhere', 'two tabs: the first tab stops saving and says it was taken over', s1 ? `scene ${s1.scene}, save=${s1.status.save}` : 'never');
    await g1.shot('10-taken-over');
    await page1.close();
    await page2.bringToFront();
    const resumed = (await g2.savedGame()).record.actions;
    check(resumed.slice(0, savedA.length).join() === savedA.join(), 'two tabs: none of game A\'s moves is lost after the take-over', `${savedA.length} moves saved in A, ${resumed.length} now`);

    // A full storage: the failure is on screen at once, the game plays on,
    // and the next save after space is freed works.
    const junk = await page2.evaluate(() => {
      let n = 0;
      for (const size of [1 << 20, 1 << 16, 1 << 10, 64, 1]) {
        const chunk = 'x'.repeat(size);
        for (;;) {
          try { localStorage.setItem('junk-' + n, chunk); n++; } catch (e) { break; }
        }
      }
      return n;
    });
    const beforeFull = await g2.autosave();
    await placeAToken(g2);
    s2 = await g2.waitFor('the failed save said', (x) => /^not saved since move/.test(x.status.save || ''), 30000).catch(() => null);
    check(s2 !== null && /full/.test(s2.status.save), 'full storage: the probe says the move was not saved, and why', s2 ? `save=${s2.status.save} (${junk} junk keys)` : 'never');
    const fullShot = await g2.shot('10-storage-full');
    // The band sits atop the log column (x 1188-1592 from y 670 in a basic game); above its first line of text.
    const band = stats(fullShot, await g2.rectToPage([BOARD_W + 30, 673, BOARD_W + 380, 678]), { wine: [0x7a, 0x1e, 0x2c, 40] });
    check(band.near.wine > 0.3, 'full storage: the warning band is on screen', `${(100 * band.near.wine).toFixed(1)}% wine in the band`);
    await page2.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('junk-')) localStorage.removeItem(k); });
    await placeAToken(g2);
    s2 = await g2.waitFor('the save working again', (x) => x.status.save === 'ok', 30000).catch(() => null);
    const afterFree = await g2.autosave();
    check(s2 !== null && afterFree && afterFree.moves > beforeFull.moves, 'full storage: once space is freed the next move saves the whole game again',
      `moves ${beforeFull.moves} -> ${afterFree && afterFree.moves}`);

    // A reload resumes the game (this tab's lock went with the page).
    const raw = await g2.savedText();
    await page2.reload();
    await g2.waitFirstFrame();
    s2 = await g2.waitFor('the set-up screen after the reload', (x) => x.scene === 'setup' && settled(x) && x.status.continue === 'yes', 60000);
    check(s2.status.elsewhere === 'no' && !!s2.targets.continue, 'reload: Continue is offered, the game not open elsewhere', `elsewhere=${s2.status.elsewhere}`);
    await g2.clickTarget(s2, 'continue');
    s2 = await g2.waitFor('the resumed game', (x) => x.scene !== 'setup' && x.status.round !== undefined, 60000);
    const again = (await g2.savedGame()).record.actions, before = JSON.parse(raw).record.actions;
    check(again.slice(0, before.length).join() === before.join() && s2.status.save === 'ok', 'reload: the game resumes with every move', `${before.length} moves before, ${again.length} after`);

    // A damaged save: its notice is whole on screen, under no button.
    await page2.evaluate((k) => localStorage.setItem(k, '{"version":1,"setup":{"players":3},"record":{"actions":["P9:'), STORE + 'autosave');
    await page2.reload();
    await g2.waitFirstFrame();
    s2 = await g2.waitFor('the set-up screen with the notice', (x) => x.scene === 'setup' && settled(x) && !!x.status.notice, 60000);
    const notice = s2.status.notice.split(',').map(Number);
    const under = Object.entries(s2.targets).filter(([, r]) => rectsOverlap(r, notice)).map(([k]) => k);
    const noticeShot = await g2.shot('10-damaged-notice');
    const red = stats(noticeShot, await g2.rectToPage(notice), { red: BADRED }).near.red;
    check(under.length === 0 && notice[1] >= 0 && notice[3] <= LH && red > 0.005, 'damaged save: the notice is whole on screen and under no button',
      `notice ${notice.join(',')}, under ${under.join(' ') || 'nothing'}, red ${(100 * red).toFixed(2)}%`);
  } finally {
    await context.close().catch(() => {});
  }
}

Game.prototype.waitForSave = async function (before, timeout) {
  const end = Date.now() + patient(timeout);
  let a = null;
  while (Date.now() < end) {
    a = await this.autosave();
    if (a && a.moves > before.moves) return a;
    await wait(200);
  }
  return a;
};

try {
  await main();
} catch (e) {
  failures++;
  results.error = String(e && e.stack || e);
  log('ERROR', e && e.stack || e);
}
results.seconds = Math.round((Date.now() - t0) / 1000);
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'results.json'), JSON.stringify(results, null, 2));
log(`${results.checks.filter((c) => c.ok).length} passed, ${failures} failed, ${results.skipped.length} skipped in ${results.seconds} s; screenshots and results.json in ${OUT}`);
process.exit(failures ? 1 : 0);

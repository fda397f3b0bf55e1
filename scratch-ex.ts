import { readTalkGames } from './src/bench/talk-games.js';
import { thinkWrongWay } from './src/bench/talk-think.js';
import { votesAsAnnounced } from './src/bench/talk-votes.js';
const m = readTalkGames('/tmp/b22/e/m');
const w = thinkWrongWay(m);
console.log(w.examples.map(x=>x.text));
// a mafia THINK at >= 30%
for (const [gi,g] of m.entries()) for (const e of g.events) if (e.type==='think' && /at [3-9]\d% \(Seat \d+ \([^)]*\) voted/.test(String(e.text)) && g.events.some(x=>x.type==='role_revealed'&&x.team==='mafia'&&x.n<e.n)) { console.log('M', gi, e.n, e.seat, e.text); }
const ww = readTalkGames('/tmp/b22/e/ww');
for (const [gi,g] of ww.entries()) {
  for (const e of g.events) if (e.type==='badge_passed' && e.to!==null && g.teams.get(e.from as number)==='werewolves' && g.teams.get(e.to as number)==='werewolves') console.log('BADGE', gi, e.day, e.from, '->', e.to);
  const said = new Map<string, {t:number,text:string}>();
  for (const e of g.events) { if (e.vis!=='public') continue;
    if (e.type==='speech') { const v=(e.claims as any[]).filter(c=>c.kind==='vote'); if (v.length) said.set(`${e.day}:${e.seat}`, {t:v[v.length-1].target, text:String(e.text)}); }
    if (e.type==='vote' && e.ballot!=='sheriff') { const s=said.get(`${e.day}:${e.seat}`); if (s && s.t!==e.target) console.log('SWITCH', gi, e.day, e.seat, 'said', s.t, 'voted', e.target, '|', s.text); } }
}

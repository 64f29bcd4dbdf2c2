import { moneyScript } from '../brand/money-text.ts';
import { SLOT_LINES, SLOT_PAYTABLE, SLOT_STRIP, slotRtp } from './games.ts';

/** The money on a page: the brand's currency and the language the game was launched in. */
export type PageMoney = { currency: string; lang?: string | undefined };

/** The in-house game pages: small, self-contained HTML with vanilla script, served in the portal's game frame. */
const CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:radial-gradient(circle at 30% 0,#2b2060,#0f1226 70%);color:#eef;min-height:100vh}
main{max-width:760px;margin:0 auto;padding:16px;display:grid;gap:14px}header{display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap}
h1{font-size:20px;margin:0}.bal{font-variant-numeric:tabular-nums;font-weight:800;background:#ffffff14;padding:8px 14px;border-radius:999px}
.card{background:#ffffff0f;border:1px solid #ffffff1f;border-radius:14px;padding:14px}.row{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
label{font-size:12px;color:#b9b6dd;display:grid;gap:4px}input,select{min-height:42px;border-radius:10px;border:1px solid #ffffff33;background:#0008;color:#fff;padding:0 10px;font:inherit}
button{min-height:44px;border:0;border-radius:999px;padding:0 20px;font-weight:800;font-size:15px;cursor:pointer;background:linear-gradient(135deg,#6142bf,#8b6cf0);color:#fff}
button.alt{background:#ffffff1f}button:disabled{opacity:.5;cursor:default}.big{background:linear-gradient(135deg,#ff8a1f,#ffb347);color:#1b1200;min-width:160px}
.msg{min-height:24px;font-weight:700}.win{color:#5be49b}.loss{color:#ff7b7b}.mono{font-family:ui-monospace,monospace;font-size:12px;word-break:break-all;color:#cfcbf3}
table{width:100%;border-collapse:collapse;font-size:13px}td,th{padding:6px;border-bottom:1px solid #ffffff14;text-align:left}a{color:#b9a6ff}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:8px}.reel{display:grid;gap:8px}.sym{aspect-ratio:1;display:grid;place-items:center;font-size:clamp(26px,7vw,48px);font-weight:900;background:#0006;border-radius:12px;border:1px solid #ffffff1a}
.sym.hit{outline:3px solid #ffd166}.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:8px;max-width:420px}.tile{aspect-ratio:1;border-radius:12px;background:#ffffff1a;font-size:26px;padding:0}
.tile.safe{background:#1f9d55}.tile.mine{background:#d64545}.dice{font-size:64px;font-weight:900;text-align:center;font-variant-numeric:tabular-nums}`;

/** Reel symbols drawn with glyphs every system font has (no emoji font needed), each in its own colour. */
const SYMBOLS = ['♥', '♦', '♣', '♠', '7', '★'];
const SYMBOL_COLOURS = ['#ff5d73', '#ffd166', '#5be49b', '#6ec1ff', '#ffb347', '#b9a6ff'];

const COMMON_JS = `const qs=new URLSearchParams(location.search);const ticket=qs.get('ticket');const $=(id)=>document.getElementById(id);
async function api(path,body){const r=await fetch('/provider/inhouse/api/'+path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({ticket,...body})});if(!r.ok)throw new Error('Session expired, reopen the game.');return r.json();}
async function refresh(){const s=await api('state',{});$('bal').textContent=money(s.balance);$('hash').textContent=s.serverHash;$('client').value=s.clientSeed;$('nonce').textContent=s.nonce;}
function fair(){return \`<section class="card"><h2 style="font-size:15px;margin:0 0 8px">Provably fair</h2>
<div class="mono">Server seed hash: <span id="hash"></span></div><div class="mono">Next nonce: <span id="nonce"></span></div>
<div class="row" style="margin-top:8px"><label>Client seed<input id="client" maxlength="64"></label><button class="alt" id="setseed">Use seed</button><button class="alt" id="rotate">Rotate and reveal</button><a href="/provider/inhouse/verify" target="_blank">Verify a round</a></div>
<div id="revealed" class="mono"></div></section>\`}
function wireFair(){$('setseed').onclick=async()=>{await api('seed',{clientSeed:$('client').value});refresh()};$('rotate').onclick=async()=>{const r=await api('rotate',{});if(r.error){$('revealed').textContent=r.error==='ROUND_OPEN'?'Finish the open round first: its seed is revealed after it ends.':r.error;return}$('revealed').textContent='Revealed server seed: '+r.revealed.serverSeed+' (client '+r.revealed.clientSeed+', nonces 0..'+r.revealed.lastNonce+')';refresh()};}
const history=[];function log(row){history.unshift(row);$('hist').innerHTML=history.slice(0,10).map(h=>'<tr><td>'+h.nonce+'</td><td>'+h.text+'</td><td class="'+(Number(h.payout)>0?'win':'loss')+'">'+money(h.payout)+'</td></tr>').join('')}`;

function shell(title: string, body: string, script: string, pageMoney: PageMoney) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${CSS}</style></head>
<body><main><header><h1>${title}</h1><span class="bal" aria-live="polite">Balance <span id="bal">…</span></span></header>${body}
<section class="card"><table><thead><tr><th>Nonce</th><th>Result</th><th>Payout</th></tr></thead><tbody id="hist"></tbody></table></section>
<div id="fair"></div></main><script>${moneyScript(pageMoney.currency, pageMoney.lang)}${COMMON_JS}${script}
document.getElementById('fair').innerHTML=fair();wireFair();refresh().catch(e=>{$('msg').textContent=e.message});</script></body></html>`;
}

export function gamePage(kind: 'slot' | 'dice' | 'mines' | 'verify', pageMoney: PageMoney): string {
  if (kind === 'slot') {
    const pay = Object.entries(SLOT_PAYTABLE)
      .map(
        ([s, p]) =>
          `<tr><td style="color:${SYMBOL_COLOURS[Number(s)]};font-size:20px">${SYMBOLS[Number(s)]}</td><td>${p[0]}x</td><td>${p[1]}x</td><td>${p[2]}x</td></tr>`,
      )
      .join('');
    return shell(
      'Lumen Reels 5x3',
      `<section class="card"><div class="reels" id="reels"></div></section>
<section class="card row"><label>Bet<select id="bet"><option>1.00</option><option>2.00</option><option>5.00</option><option>10.00</option></select></label><button class="big" id="spin">Spin</button><span class="msg" id="msg" role="status"></span></section>
<details class="card"><summary>Paytable (per line, 10 lines; RTP ${(slotRtp() * 100).toFixed(2)}%)</summary><table><tr><th></th><th>3</th><th>4</th><th>5</th></tr>${pay}</table></details>`,
      `const SYM=${JSON.stringify(SYMBOLS)};const COL=${JSON.stringify(SYMBOL_COLOURS)};function draw(grid,hits){$('reels').innerHTML=grid.map((col,r)=>'<div class="reel">'+col.map((s,row)=>'<div class="sym'+(hits.has(r+':'+row)?' hit':'')+'" style="color:'+COL[s]+'">'+SYM[s]+'</div>').join('')+'</div>').join('')}
draw([[0,1,2],[3,4,5],[0,1,2],[3,4,5],[0,1,2]],new Set());const LINES=${JSON.stringify(SLOT_LINES)};
$('spin').onclick=async()=>{$('spin').disabled=true;$('msg').textContent='';try{const r=await api('slot',{bet:$('bet').value});if(r.error){$('msg').textContent=r.error==='INSUFFICIENT_FUNDS'?'Not enough balance':r.error;return}
const hits=new Set();r.wins.forEach(w=>{for(let i=0;i<w.count;i++)hits.add(i+':'+LINES[w.line][i])});draw(r.grid,hits);$('bal').textContent=money(r.balance);
$('msg').className='msg '+(Number(r.payout)>0?'win':'loss');$('msg').textContent=Number(r.payout)>0?'You won '+money(r.payout):'No win';log({nonce:r.nonce,text:r.grid.map(c=>SYM[c[1]]).join(''),payout:r.payout});$('nonce').textContent=r.nonce+1}
catch(e){$('msg').textContent=e.message}finally{$('spin').disabled=false}};`,
      pageMoney,
    );
  }
  if (kind === 'dice') {
    return shell(
      'Lumen Dice',
      `<section class="card"><div class="dice" id="roll">50.00</div></section>
<section class="card row"><label>Bet<input id="bet" value="1.00" inputmode="decimal"></label><label>Roll under<input id="target" type="number" min="2" max="95" value="50"></label>
<span id="payinfo" class="mono"></span><button class="big" id="play">Roll</button><span class="msg" id="msg" role="status"></span></section>`,
      `function info(){const t=Number($('target').value);$('payinfo').textContent='Win chance '+t+'% · pays '+(Math.floor(99*10000/t)/10000).toFixed(4)+'x'}$('target').oninput=info;info();
$('play').onclick=async()=>{$('play').disabled=true;$('msg').textContent='';try{const r=await api('dice',{bet:$('bet').value,target:Number($('target').value)});if(r.error){$('msg').textContent=r.error==='INSUFFICIENT_FUNDS'?'Not enough balance':r.error;return}
$('roll').textContent=r.roll.toFixed(2);$('roll').className='dice '+(r.win?'win':'loss');$('bal').textContent=money(r.balance);$('msg').textContent=r.win?'You won '+money(r.payout):'No win';log({nonce:r.nonce,text:'rolled '+r.roll.toFixed(2)+' under '+$('target').value,payout:r.payout});$('nonce').textContent=r.nonce+1}
catch(e){$('msg').textContent=e.message}finally{$('play').disabled=false}};`,
      pageMoney,
    );
  }
  if (kind === 'mines') {
    return shell(
      'Lumen Mines',
      `<section class="card"><div class="grid" id="grid"></div></section>
<section class="card row"><label>Bet<input id="bet" value="1.00" inputmode="decimal"></label><label>Mines<select id="mines">${[1, 3, 5, 10, 20].map((m) => `<option${m === 3 ? ' selected' : ''}>${m}</option>`).join('')}</select></label>
<button class="big" id="start">Start</button><button class="alt" id="cash" disabled>Cash out</button><span class="msg" id="msg" role="status"></span></section>`,
      `let round=null;function tiles(state){$('grid').innerHTML=Array.from({length:25},(_,i)=>'<button class="tile '+(state[i]||'')+'" data-i="'+i+'" aria-label="Tile '+(i+1)+'" '+(!round||state[i]?'disabled':'')+'>'+(state[i]==='mine'?'✹':state[i]==='safe'?'◆':'')+'</button>').join('');
document.querySelectorAll('.tile').forEach(b=>b.onclick=()=>reveal(Number(b.dataset.i)))}let state={};tiles(state);
$('start').onclick=async()=>{$('msg').textContent='';const r=await api('mines/start',{bet:$('bet').value,mines:Number($('mines').value)});if(r.error){$('msg').textContent=r.error==='INSUFFICIENT_FUNDS'?'Not enough balance':r.error;return}
round=r;state={};$('bal').textContent=money(r.balance);$('start').disabled=true;$('cash').disabled=false;tiles(state);$('nonce').textContent=r.nonce+1};
async function reveal(i){const r=await api('mines/reveal',{roundId:round.roundId,tile:i});if(r.error)return;if(r.mine){r.layout.forEach(t=>state[t]='mine');state[i]='mine';end('Boom — the round is lost','0',r.balance)}else{state[i]='safe';$('msg').textContent='Multiplier '+r.multiplier+'x';tiles(state)}}
function end(text,payout,balance){const n=round.nonce;round=null;$('start').disabled=false;$('cash').disabled=true;tiles(state);$('msg').textContent=text;$('bal').textContent=money(balance);log({nonce:n,text:text,payout:payout})}
$('cash').onclick=async()=>{const r=await api('mines/cashout',{roundId:round.roundId});if(r.error)return;r.layout.forEach(t=>{if(!state[t])state[t]='mine'});end('Cashed out '+money(r.payout),r.payout,r.balance)};`,
      pageMoney,
    );
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Verify a round</title><style>${CSS}</style></head>
<body><main><h1>Verify a round</h1><p>Recomputes a round of Lumen Originals from the revealed server seed, your client seed and the nonce (see the scheme in the help centre).</p>
<section class="card" style="display:grid;gap:10px"><label>Server seed<input id="server"></label><label>Client seed<input id="client"></label><label>Nonce<input id="nonce" type="number" min="0" value="0"></label>
<label>Game<select id="game"><option value="slot">Slot</option><option value="dice">Dice</option><option value="mines">Mines</option></select></label><label>Mines (for mines)<input id="mines" type="number" min="1" max="24" value="3"></label>
<button id="go">Verify</button></section><section class="card"><div class="mono" id="out" aria-live="polite"></div></section></main>
<script>const $=(id)=>document.getElementById(id);const enc=new TextEncoder();const STRIP=${JSON.stringify(SLOT_STRIP)};const SYM=${JSON.stringify(SYMBOLS)};
async function sha(s){return [...new Uint8Array(await crypto.subtle.digest('SHA-256',enc.encode(s)))].map(b=>b.toString(16).padStart(2,'0')).join('')}
function rng(server,client,nonce){let cursor=0,words=[];let key;async function word(){if(!words.length){key=key||await crypto.subtle.importKey('raw',enc.encode(server),{name:'HMAC',hash:'SHA-256'},false,['sign']);const b=new DataView(await crypto.subtle.sign('HMAC',key,enc.encode(client+':'+nonce+':'+(cursor++))));for(let i=0;i<32;i+=4)words.push(b.getUint32(i))}return words.shift()}
return{async int(n){const lim=2**32-(2**32%n);for(;;){const w=await word();if(w<lim)return w%n}},async pick(c,n){const p=[...Array(n).keys()];for(let i=0;i<c;i++){const j=i+await this.int(n-i);[p[i],p[j]]=[p[j],p[i]]}return p.slice(0,c)}}}
$('go').onclick=async()=>{const s=$('server').value,c=$('client').value,n=Number($('nonce').value);const r=rng(s,c,n);let out='Server seed hash: '+await sha(s)+'\\n';
if($('game').value==='slot'){const stops=[];for(let i=0;i<5;i++)stops.push(await r.int(STRIP.length));out+='Reel stops: '+stops.join(', ')+'\\nMiddle row: '+stops.map(x=>SYM[STRIP[(x+1)%STRIP.length]]).join(' ')}
else if($('game').value==='dice'){out+='Roll: '+((await r.int(10000))/100).toFixed(2)}else{out+='Mines at tiles: '+(await r.pick(Number($('mines').value),25)).sort((a,b)=>a-b).map(t=>t+1).join(', ')}
$('out').textContent=out};</script></body></html>`;
}

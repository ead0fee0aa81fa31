/** The report's stylesheet (inline, allowed by its hash in the page's content-security policy). */
export const REPORT_CSS = `
:root{--fg:#1f2328;--muted:#59636e;--bg:#fff;--panel:#f6f8fa;--line:#d1d9e0;--accent:#0550ae;
--pass:#1a7f37;--pass-bg:#dafbe1;--fail:#cf222e;--fail-bg:#ffebe9;--stale:#8a5a00;--stale-bg:#fff3c4;--error:#6f42c1;--error-bg:#f3e8ff;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:14px;line-height:1.5;color:var(--fg);background:var(--bg)}
*{box-sizing:border-box}
body{margin:0}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,summary:focus-visible,input:focus-visible,[tabindex]:focus-visible{outline:3px solid #0969da;outline-offset:1px}
code,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:12.5px}
pre{white-space:pre-wrap;word-break:break-word;margin:0;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px 10px;max-height:24em;overflow:auto}
header.top{padding:20px 28px 14px;border-bottom:1px solid var(--line);background:var(--panel)}
header.top h1{margin:0 0 4px;font-size:20px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
h2:focus,main:focus{outline:none}
.sub{color:var(--muted);font-size:12.5px}
main{padding:16px 28px 40px;max-width:1280px}
.badge{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;font-weight:600;border:1px solid transparent;white-space:nowrap}
.b-pass{color:var(--pass);background:var(--pass-bg);border-color:#aceebb}
.b-fail{color:var(--fail);background:var(--fail-bg);border-color:#ffcecb}
.b-stale{color:var(--stale);background:var(--stale-bg);border-color:#f5d76e}
.b-error{color:var(--error);background:var(--error-bg);border-color:#d8b9ff}
.b-neutral{color:var(--muted);background:#eef1f4;border-color:var(--line)}
.totals{display:flex;gap:8px;flex-wrap:wrap;margin:10px 0 0}
.reasons{margin:8px 0 0;padding-left:20px;color:var(--fail)}
.toolbar{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:4px 0 12px}
.toolbar input{flex:1 1 280px;max-width:420px;padding:6px 10px;border:1px solid var(--line);border-radius:6px;font:inherit}
button{font:inherit;cursor:pointer;border:1px solid var(--line);background:#fff;border-radius:6px;padding:4px 10px;color:var(--fg)}
button[aria-pressed=true]{background:#ddf4ff;border-color:#54aeff;color:#0a3069;font-weight:600}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--line)}
th{font-size:12px;color:var(--muted);font-weight:600;background:var(--panel);position:sticky;top:0}
td.num{white-space:nowrap;font-variant-numeric:tabular-nums}
tr.row-fail td:first-child{box-shadow:inset 3px 0 var(--fail)}
tr.row-error td:first-child{box-shadow:inset 3px 0 var(--error)}
tr.row-stale td:first-child{box-shadow:inset 3px 0 #d4a72c}
.cause,td.fix{max-width:48ch}
.fix code{background:var(--panel);padding:1px 4px;border-radius:4px}
.more{margin:12px 0}
.empty{color:var(--muted);padding:18px 0}
section{margin:22px 0}
h2{font-size:16px;margin:0 0 8px;padding-bottom:4px;border-bottom:1px solid var(--line)}
h3{font-size:14px;margin:12px 0 6px}
.crumb{margin:0 0 10px}
.card{border:1px solid var(--line);border-radius:8px;padding:10px 12px;margin:8px 0;background:#fff}
.card.fail{border-color:#ffcecb;background:#fffafa}
.card.pass{border-color:#d1f0d9}
.card.compact{padding:4px 10px;margin:4px 0;display:flex;gap:8px;align-items:flex-start;flex-wrap:wrap}
pre.inline{background:none;border:none;padding:1px 0;margin:0;max-height:none;flex:1 1 auto}
.card.target{box-shadow:0 0 0 3px #54aeff}
.kv{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px}
.kv dt{color:var(--muted)}
.kv dd{margin:0}
ol.tl{list-style:none;margin:0;padding:0 0 0 18px;border-left:2px solid var(--line)}
ol.tl>li{position:relative;margin:0 0 8px;padding-left:8px}
ol.tl>li::before{content:"";position:absolute;left:-25px;top:7px;width:10px;height:10px;border-radius:50%;background:#8c959f;border:2px solid #fff}
ol.tl>li.k-tool::before{background:#0969da}
ol.tl>li.k-gate::before{background:#bf8700}
ol.tl>li.k-dispatch::before{background:#8250df}
ol.tl>li.k-result::before{background:var(--pass)}
ol.tl>li.k-err::before,ol.tl>li.k-error::before{background:var(--fail)}
.who{font-size:12px;font-weight:600;color:var(--muted);text-transform:uppercase;letter-spacing:.03em;margin-right:6px}
.tool{font-weight:600}
.ms{color:var(--muted);font-size:12px;margin-left:6px}
details>summary{cursor:pointer}
details.io{margin:4px 0}
.quote{white-space:pre-wrap;word-break:break-word}
.thinking{color:var(--muted);font-style:italic}
.side{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.side ol{margin:0;padding-left:22px}
.m-removed{background:var(--fail-bg);text-decoration:line-through}
.m-added{background:var(--pass-bg)}
.m-changed{background:var(--stale-bg)}
[role=tablist]{display:flex;gap:4px;flex-wrap:wrap;border-bottom:1px solid var(--line);margin-bottom:8px}
[role=tab]{border:1px solid transparent;border-bottom:none;border-radius:6px 6px 0 0;background:none;padding:5px 10px;color:var(--muted)}
[role=tab][aria-selected=true]{border-color:var(--line);background:#fff;color:var(--fg);font-weight:600;margin-bottom:-1px}
.tablewrap{overflow:auto;max-height:32em}
.files li{font-family:ui-monospace,monospace;font-size:12.5px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{color:var(--muted);font-size:12px;padding:0 28px 24px}
`;

#!/usr/bin/env python3
# Usage, from the repository root: python3 bench/lsp-latency.py FILE.cards... (starts ./altered lsp over pipes)
# Times ./altered lsp: diagnostics after each change of a whole set file (cards/CORE/BR.cards) and of a one-card file.
import subprocess, json, time, sys
def frame(o):
    b=json.dumps(o).encode(); return b"Content-Length: %d\r\n\r\n"%len(b)+b
p=subprocess.Popen(["./altered","lsp"],stdin=subprocess.PIPE,stdout=subprocess.PIPE,stderr=subprocess.PIPE)
def send(m): p.stdin.write(frame(m)); p.stdin.flush()
def read():
    h=b""
    while not h.endswith(b"\r\n\r\n"):
        c=p.stdout.read(1)
        if not c: return None
        h+=c
    n=int(h.split(b"Content-Length: ")[1].split(b"\r\n")[0]); return json.loads(p.stdout.read(n))
def wait(uri,v):
    while True:
        m=read()
        if m.get("method")=="textDocument/publishDiagnostics" and m["params"]["uri"]==uri and m["params"].get("version")==v: return m
send({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}); read()
for path in sys.argv[1:]:
    text=open(path).read(); uri="file:///w/"+path.replace("/","_")
    t=time.time(); send({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":uri,"languageId":"cards","version":1,"text":text}}})
    wait(uri,1); print(path,"open: %d ms"%((time.time()-t)*1000))
    ms=[]
    for v in range(2,9):
        t=time.time(); changed=text.replace("[Sabotage].","[Sabotagee].",1) if v%2==0 else text
        send({"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":uri,"version":v},"contentChanges":[{"text":changed}]}})
        wait(uri,v); ms.append(int((time.time()-t)*1000))
    print(path,"changes, ms:",ms,"median",sorted(ms)[len(ms)//2])
send({"jsonrpc":"2.0","id":9,"method":"shutdown"}); read(); send({"jsonrpc":"2.0","method":"exit"}); print("exit",p.wait(timeout=30))

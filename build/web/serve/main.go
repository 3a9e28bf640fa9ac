// Command serve serves the web bundle locally (any static server would do;
// this one also sends aladdin.wasm.gz to browsers that accept gzip, and
// forbids caching so a rebuilt bundle is always picked up).
//
//	go run ./build/web/serve [-addr 127.0.0.1:8080] [-dir build/web/out/site]
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "build/web/out/site", "the bundle folder (build/web/build.sh writes it)")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		log.Fatalf("serve: no bundle in %s (run build/web/build.sh first): %v", *dir, err)
	}
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal("serve: ", err)
	}
	fmt.Printf("serving %s at http://%s/\n", *dir, ln.Addr())
	log.Fatal(http.Serve(ln, handler(*dir)))
}

func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		p := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(p, ".wasm") && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			gz := filepath.Join(dir, filepath.FromSlash(p)+".gz")
			if f, err := os.Open(gz); err == nil {
				defer f.Close()
				if st, err := f.Stat(); err == nil {
					w.Header().Set("Content-Type", "application/wasm")
					w.Header().Set("Content-Encoding", "gzip")
					w.Header().Set("Vary", "Accept-Encoding")
					http.ServeContent(w, r, p, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

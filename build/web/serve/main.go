// Command serve serves the web bundle locally. Any static server would do;
// this one behaves as a well-set-up host should (docs/WEB.md): it sends the
// precompressed aladdin.wasm.br or .gz (and the other files' .br and .gz)
// to browsers that accept them, with the original file's Content-Type, and
// forbids caching without revalidation so a rebuilt bundle is always
// picked up.
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
	"strconv"
	"strings"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "build/web/out/site", "the bundle folder (build/web/build.sh writes it)")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		log.Fatalf("serve: no bundle in %s (run build/web/build.sh first): %v", *dir, err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal("serve: ", err)
	}
	// The browser test reads this line to learn the port of -addr host:0.
	fmt.Printf("serving %s at http://%s/\n", *dir, ln.Addr())
	log.Fatal(http.Serve(ln, handler(*dir)))
}

// encodings are the precompressed siblings a file may have, in the order
// preferred when the browser accepts several equally: brotli is about 28%
// smaller than gzip -9 for the wasm.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// types fixes the types that matter for the bundle whatever the machine's
// mime tables say: WebAssembly.instantiateStreaming needs application/wasm
// and the browser's installer application/manifest+json.
var types = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".png":         "image/png",
}

func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := types[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

func handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(r.URL.Path, "/") {
			name = path.Join(name, "index.html")
		}
		local := filepath.Join(dir, filepath.FromSlash(name))
		st, err := os.Stat(local)
		if err != nil || st.IsDir() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", contentType(name))
		h.Set("Cache-Control", "no-cache")

		// The representation: a precompressed sibling the browser accepts,
		// or the file itself.
		accept := parseAcceptEncoding(r.Header.Get("Accept-Encoding"))
		enc, ext, bestQ, varies := "", "", accept.q("identity"), false
		for _, e := range encodings {
			est, err := os.Stat(local + e.ext)
			if err != nil || est.IsDir() {
				continue
			}
			varies = true
			// The highest weight wins; on a tie the smaller file (the
			// order of encodings, then identity last).
			if q := accept.q(e.name); q > 0 && (q > bestQ || q == bestQ && enc == "") {
				enc, ext, bestQ, st = e.name, e.ext, q, est
			}
		}
		if varies {
			// Caches must key on Accept-Encoding, the identity answer included.
			h.Set("Vary", "Accept-Encoding")
		}
		if enc != "" {
			h.Set("Content-Encoding", enc)
		}
		f, err := os.Open(local + ext)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		// One validator per representation, so If-Range and If-None-Match
		// never mix bytes of the compressed and the plain file.
		tag := enc
		if tag == "" {
			tag = "identity"
		}
		h.Set("ETag", fmt.Sprintf(`"%x-%x-%s"`, st.ModTime().UnixNano(), st.Size(), tag))
		// ServeContent answers Range and the conditional requests over the
		// bytes actually sent.
		http.ServeContent(lengthWriter{w, st.Size()}, r, name, st.ModTime(), f)
	})
}

// lengthWriter adds the Content-Length that http.ServeContent leaves out
// when Content-Encoding is set (it expects a compressing wrapper, which
// cannot know the length): our files are compressed already, and the page's
// loader shows this length as the bytes that travel.
type lengthWriter struct {
	http.ResponseWriter
	size int64
}

func (w lengthWriter) WriteHeader(code int) {
	h := w.Header()
	if h.Get("Content-Encoding") != "" && h.Get("Content-Length") == "" {
		switch code {
		case http.StatusOK:
			h.Set("Content-Length", strconv.FormatInt(w.size, 10))
		case http.StatusPartialContent:
			// One range: "bytes first-last/size"; several are multipart
			// and carry no Content-Range here.
			var first, last, size int64
			if n, _ := fmt.Sscanf(h.Get("Content-Range"), "bytes %d-%d/%d", &first, &last, &size); n == 3 {
				h.Set("Content-Length", strconv.FormatInt(last-first+1, 10))
			}
		}
	}
	w.ResponseWriter.WriteHeader(code)
}

// acceptEncoding holds an Accept-Encoding header's weights.
type acceptEncoding struct {
	weights  map[string]float64
	wildcard float64 // the weight of "*", or -1 when absent
}

// q is the weight the browser gives to coding c (RFC 9110, 12.5.3): its
// own entry, else "*", else 0, except that identity is acceptable unless
// it, or "*" without it, is given q=0.
func (a acceptEncoding) q(c string) float64 {
	if w, ok := a.weights[c]; ok {
		return w
	}
	if a.wildcard >= 0 {
		return a.wildcard
	}
	if c == "identity" {
		return 0.001 // acceptable, but after anything the browser named
	}
	return 0
}

func parseAcceptEncoding(header string) acceptEncoding {
	a := acceptEncoding{weights: map[string]float64{}, wildcard: -1}
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(part, ";")
		c := strings.ToLower(strings.TrimSpace(fields[0]))
		if c == "" {
			continue
		}
		w := 1.0
		for _, p := range fields[1:] {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if !ok || strings.ToLower(strings.TrimSpace(k)) != "q" {
				continue
			}
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && f >= 0 && f <= 1 {
				w = f
			} else {
				w = 0 // a malformed weight is not consent
			}
		}
		if c == "x-gzip" {
			c = "gzip"
		}
		if c == "*" {
			a.wildcard = w
		} else {
			a.weights[c] = w
		}
	}
	return a
}

package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// The bundle's files stand in as short, distinct bodies, so the test
// sees which representation was sent.
var bundle = map[string]string{
	"index.html":           "<!DOCTYPE html>plain page",
	"index.html.gz":        "gzip page",
	"aladdin.wasm":         "plain wasm, the largest of the three",
	"aladdin.wasm.br":      "brotli wasm",
	"aladdin.wasm.gz":      "gzip wasm, middle",
	"wasm_exec.js":         "plain js",
	"manifest.webmanifest": `{"name":"Aladdin's Dragons"}`,
}

func serveBundle(t *testing.T) http.Handler {
	t.Helper()
	dir := t.TempDir()
	for name, body := range bundle {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return handler(dir)
}

func get(h http.Handler, target string, header map[string]string) *http.Response {
	req := httptest.NewRequest(http.MethodGet, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, r *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestNegotiation(t *testing.T) {
	h := serveBundle(t)
	cases := []struct {
		accept, want, wantEncoding string
	}{
		{"gzip, deflate, br, zstd", "aladdin.wasm.br", "br"}, // Chromium's header
		{"br", "aladdin.wasm.br", "br"},
		{"gzip, deflate", "aladdin.wasm.gz", "gzip"},
		{"x-gzip", "aladdin.wasm.gz", "gzip"},
		{"", "aladdin.wasm", ""},
		{"identity", "aladdin.wasm", ""},
		{"deflate, zstd", "aladdin.wasm", ""},
		{"br;q=0, gzip", "aladdin.wasm.gz", "gzip"},
		{"br;q=0, gzip;q=0", "aladdin.wasm", ""},
		{"gzip;q=1.0, br;q=0.5", "aladdin.wasm.gz", "gzip"},
		{"br;q=0.4, identity;q=0.9", "aladdin.wasm", ""},
		{"br;q=0.1", "aladdin.wasm.br", "br"}, // identity unnamed comes last
		{"*", "aladdin.wasm.br", "br"},
		{"*;q=0, gzip", "aladdin.wasm.gz", "gzip"},
		{"BR ; Q=0.8 , GZIP;q=0.2", "aladdin.wasm.br", "br"},
		{"br;q=bogus, gzip", "aladdin.wasm.gz", "gzip"},
	}
	for _, c := range cases {
		r := get(h, "/aladdin.wasm?v=0123abcd", map[string]string{"Accept-Encoding": c.accept})
		got := body(t, r)
		if r.StatusCode != http.StatusOK || got != bundle[c.want] {
			t.Errorf("Accept-Encoding %q: status %d, body %q; want %s", c.accept, r.StatusCode, got, c.want)
			continue
		}
		if e := r.Header.Get("Content-Encoding"); e != c.wantEncoding {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", c.accept, e, c.wantEncoding)
		}
		if ct := r.Header.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q, want application/wasm", c.accept, ct)
		}
		if cl := r.Header.Get("Content-Length"); cl != strconv.Itoa(len(bundle[c.want])) {
			t.Errorf("Accept-Encoding %q: Content-Length %q, want the sent file's %d", c.accept, cl, len(bundle[c.want]))
		}
		if v := r.Header.Get("Vary"); v != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q, want Accept-Encoding (on every answer for a file with siblings)", c.accept, v)
		}
		if cc := r.Header.Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("Accept-Encoding %q: Cache-Control %q, want no-cache", c.accept, cc)
		}
	}
}

func TestTypesAndPlainFiles(t *testing.T) {
	h := serveBundle(t)
	cases := []struct {
		target, want, wantType, wantEncoding string
	}{
		{"/", "index.html.gz", "text/html; charset=utf-8", "gzip"},
		{"/index.html", "index.html.gz", "text/html; charset=utf-8", "gzip"},
		{"/wasm_exec.js", "wasm_exec.js", "text/javascript; charset=utf-8", ""},
		{"/manifest.webmanifest", "manifest.webmanifest", "application/manifest+json", ""},
	}
	for _, c := range cases {
		r := get(h, c.target, map[string]string{"Accept-Encoding": "gzip, deflate, br"})
		if got := body(t, r); got != bundle[c.want] {
			t.Errorf("%s: body %q, want %s", c.target, got, c.want)
		}
		if ct := r.Header.Get("Content-Type"); ct != c.wantType {
			t.Errorf("%s: Content-Type %q, want %q", c.target, ct, c.wantType)
		}
		if e := r.Header.Get("Content-Encoding"); e != c.wantEncoding {
			t.Errorf("%s: Content-Encoding %q, want %q", c.target, e, c.wantEncoding)
		}
		// A file with no compressed sibling does not vary.
		if v := r.Header.Get("Vary"); (v != "") != (c.wantEncoding != "") {
			t.Errorf("%s: Vary %q", c.target, v)
		}
	}
	for _, target := range []string{"/missing.js", "/../serve/main.go", "/aladdin.wasm/"} {
		if r := get(h, target, nil); r.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", target, r.StatusCode)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/index.html", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", rec.Code)
	}
}

// Ranges are taken over the bytes that are sent, and each representation
// has its own validator, so a resumed download never splices the brotli
// file onto the plain one.
func TestRanges(t *testing.T) {
	h := serveBundle(t)
	br := bundle["aladdin.wasm.br"]
	r := get(h, "/aladdin.wasm", map[string]string{"Accept-Encoding": "br", "Range": "bytes=2-6"})
	if r.StatusCode != http.StatusPartialContent || body(t, r) != br[2:7] {
		t.Fatalf("range of the brotli file: status %d", r.StatusCode)
	}
	if cr := r.Header.Get("Content-Range"); cr != "bytes 2-6/"+strconv.Itoa(len(br)) {
		t.Errorf("Content-Range %q", cr)
	}
	if e := r.Header.Get("Content-Encoding"); e != "br" {
		t.Errorf("range: Content-Encoding %q, want br", e)
	}
	if cl := r.Header.Get("Content-Length"); cl != "5" {
		t.Errorf("range: Content-Length %q, want 5", cl)
	}
	brTag := r.Header.Get("ETag")
	plain := get(h, "/aladdin.wasm", map[string]string{"Accept-Encoding": "identity"})
	plainTag := plain.Header.Get("ETag")
	if brTag == "" || brTag == plainTag {
		t.Fatalf("ETags: brotli %q, plain %q; want two different ones", brTag, plainTag)
	}
	// If-Range with the brotli file's tag, asked without brotli: the whole
	// plain file, not a piece of it.
	r = get(h, "/aladdin.wasm", map[string]string{"Accept-Encoding": "identity", "Range": "bytes=2-6", "If-Range": brTag})
	if got := body(t, r); r.StatusCode != http.StatusOK || got != bundle["aladdin.wasm"] {
		t.Errorf("If-Range with another representation's tag: status %d, body %q; want 200 and the whole plain file", r.StatusCode, got)
	}
	r = get(h, "/aladdin.wasm", map[string]string{"Accept-Encoding": "br", "If-None-Match": brTag})
	if r.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match with the current tag: status %d, want 304", r.StatusCode)
	}
}

package static

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func init() {
	mime.AddExtensionType(".wasm", "application/wasm")
	mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// Handler serves dir, sending a file's brotli (NAME.br) or gzip (NAME.gz)
// copy, which make site writes, to a browser that accepts it.
func Handler(dir string) http.Handler { return Encoded(dir, "br", "gzip") }

// suffix is the file name ending of each encoding's copies.
var suffix = map[string]string{"br": ".br", "gzip": ".gz"}

// Encoded is Handler offering only the given encodings, best first: with
// none, every file is sent as it is. "/" and "/index.html" are both the
// index page, without a redirect. Every response asks browsers to
// revalidate, so that a rebuilt site shows at once, and allows pages on
// other sites, which may embed puzzles, to fetch the files.
func Encoded(dir string, encodings ...string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Access-Control-Allow-Origin", "*")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(r.URL.Path, "/") {
			name = path.Join(name, "index.html")
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		info, err := os.Stat(file)
		if err != nil || info.IsDir() {
			http.NotFound(w, r)
			return
		}
		if ctype := mime.TypeByExtension(path.Ext(name)); ctype != "" {
			w.Header().Set("Content-Type", ctype)
		}
		accepted := accepts(r.Header.Get("Accept-Encoding"))
		for _, enc := range encodings {
			copyInfo, err := os.Stat(file + suffix[enc])
			if err != nil {
				continue
			}
			w.Header().Set("Vary", "Accept-Encoding")
			if !accepted[enc] {
				continue
			}
			f, err := os.Open(file + suffix[enc])
			if err != nil {
				continue
			}
			defer f.Close()
			w.Header().Set("Content-Encoding", enc)
			http.ServeContent(w, r, name, copyInfo.ModTime(), f)
			return
		}
		f, err := os.Open(file)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		http.ServeContent(w, r, name, info.ModTime(), f)
	})
}

// accepts reads an Accept-Encoding header: the encodings it does not
// refuse with q=0.
func accepts(header string) map[string]bool {
	out := map[string]bool{}
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := strings.ReplaceAll(params, " ", "")
		if token != "" && q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000" {
			out[strings.ToLower(token)] = true
		}
	}
	return out
}

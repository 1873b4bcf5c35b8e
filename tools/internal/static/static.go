// Package static serves Cubist's site folder, for the dev server and the
// browser tests.
package static

import (
	"mime"
	"net/http"
)

func init() {
	mime.AddExtensionType(".wasm", "application/wasm")
	mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// Handler serves dir as it is, with WebAssembly as application/wasm, and
// asks browsers to revalidate every file so that a rebuilt site shows at
// once.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		// Pages on other sites may embed puzzles, which fetch the wasm.
		w.Header().Set("Access-Control-Allow-Origin", "*")
		files.ServeHTTP(w, r)
	})
}

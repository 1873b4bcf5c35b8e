package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"

	"github.com/cubist/cubist/tools/internal/static"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "site", "folder to serve")
	flag.Parse()
	if _, err := os.Stat(*dir + "/cubist.wasm"); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s has no cubist.wasm; run make site first\n", *dir)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("Cubist is at http://%s/\n", ln.Addr())
	log.Fatal(http.Serve(ln, static.Handler(*dir)))
}

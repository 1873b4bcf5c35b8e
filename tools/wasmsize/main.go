package main

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 25, "how many packages (or functions) to list")
	funcs := flag.String("funcs", "", "list the largest functions of this package instead")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] [-funcs PACKAGE] FILE.wasm")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	r, err := measure(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.Write(data)
	w.Close()
	fmt.Printf("%s: %d bytes, %d gzipped; code %d, data %d\n", flag.Arg(0), len(data), gz.Len(), r.code, r.data)
	type row struct {
		pkg  string
		size int
	}
	var rows []row
	for p, s := range r.byPackage {
		rows = append(rows, row{p, s})
	}
	if *funcs != "" {
		rows = rows[:0]
		for f, s := range r.byFunc {
			if packageOf(f) == *funcs {
				rows = append(rows, row{f, s})
			}
		}
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].size > rows[j].size })
	for i, x := range rows {
		if i == *top {
			break
		}
		fmt.Printf("%9d  %5.1f%%  %s\n", x.size, 100*float64(x.size)/float64(r.code), x.pkg)
	}
}

type result struct {
	code, data int
	byPackage  map[string]int
	byFunc     map[string]int // by the function's name in the name section
}

// measure reads the sections of a wasm module.
func measure(b []byte) (result, error) {
	res := result{byPackage: map[string]int{}, byFunc: map[string]int{}}
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return res, errors.New("not a WebAssembly file")
	}
	var imports int
	var bodies []int
	names := map[int]string{}
	for p := 8; p < len(b); {
		id := b[p]
		size, n := binary.Uvarint(b[p+1:])
		if n <= 0 {
			return res, errors.New("bad section size")
		}
		start := p + 1 + n
		end := start + int(size)
		if end > len(b) {
			return res, errors.New("section runs past the end")
		}
		sec := b[start:end]
		switch id {
		case 2: // imports: count the function imports, which come first in the index space
			imports = countFuncImports(sec)
		case 10: // code
			count, k := binary.Uvarint(sec)
			q := k
			for range count {
				sz, m := binary.Uvarint(sec[q:])
				bodies = append(bodies, int(sz))
				q += m + int(sz)
			}
			res.code = len(sec)
		case 11:
			res.data = len(sec)
		case 0: // custom: the name section
			nameLen, k := binary.Uvarint(sec)
			if string(sec[k:k+int(nameLen)]) == "name" {
				readNames(sec[k+int(nameLen):], names)
			}
		}
		p = end
	}
	for i, sz := range bodies {
		res.byPackage[packageOf(names[imports+i])] += sz
		res.byFunc[names[imports+i]] += sz
	}
	return res, nil
}

func countFuncImports(sec []byte) int {
	count, q := binary.Uvarint(sec)
	funcs := 0
	for range count {
		for range 2 { // module and field names
			l, m := binary.Uvarint(sec[q:])
			q += m + int(l)
		}
		kind := sec[q]
		q++
		switch kind {
		case 0: // function: type index
			_, m := binary.Uvarint(sec[q:])
			q += m
			funcs++
		case 1: // table: type, limits
			q++
			q += skipLimits(sec[q:])
		case 2: // memory: limits
			q += skipLimits(sec[q:])
		case 3: // global: type, mutability
			q += 2
		}
	}
	return funcs
}

func skipLimits(b []byte) int {
	flags := b[0]
	_, m := binary.Uvarint(b[1:])
	n := 1 + m
	if flags&1 != 0 {
		_, m = binary.Uvarint(b[n:])
		n += m
	}
	return n
}

// readNames reads the function names subsection (id 1).
func readNames(b []byte, names map[int]string) {
	for p := 0; p < len(b); {
		id := b[p]
		size, n := binary.Uvarint(b[p+1:])
		start := p + 1 + n
		if id == 1 {
			sub := b[start : start+int(size)]
			count, q := binary.Uvarint(sub)
			for range count {
				idx, m := binary.Uvarint(sub[q:])
				q += m
				l, m := binary.Uvarint(sub[q:])
				q += m
				names[int(idx)] = string(sub[q : q+int(l)])
				q += int(l)
			}
		}
		p = start + int(size)
	}
}

// packageOf takes the package from a function's name in the name section,
// where a path's slashes are underscores: "encoding_json.Marshal",
// "honnef.co_go_js_dom_v2.wrapElement".
func packageOf(sym string) string {
	if sym == "" {
		return "(unnamed)"
	}
	from := 0
	if first, _, ok := strings.Cut(sym, "_"); ok && isDomain(first) {
		from = len(first) + 1
	}
	dot := strings.Index(sym[from:], ".")
	if dot < 0 {
		return sym
	}
	return strings.ReplaceAll(sym[:from+dot], "_", "/")
}

// isDomain reports whether a path's first element is a host name, as in
// "github.com".
func isDomain(s string) bool {
	for _, tld := range []string{".com", ".org", ".net", ".io", ".co", ".dev", ".in"} {
		if strings.HasSuffix(s, tld) && !strings.ContainsAny(s, "(*") {
			return true
		}
	}
	return false
}

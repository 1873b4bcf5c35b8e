package sitebuild

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// minCompress is the smallest file worth a compressed copy.
const minCompress = 1024

// compressible lists the kinds of file that get compressed copies.
var compressible = []string{".wasm", ".js", ".css", ".html", ".webmanifest", ".svg"}

// compressed reports whether name is a compressed copy that a build wrote.
func compressed(name string) bool {
	return strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz")
}

// Compress writes NAME.br (brotli, best) and NAME.gz (gzip, best)
// beside each file of out worth compressing, for servers that send them
// to browsers that accept them (tools/serve does). The copies of the
// page's own scripts leave out their comment lines (see stripComments).
// Stale copies of files no longer there are removed.
func Compress(out string) error { return CompressFiles(out, nil) }

// CompressFiles is Compress for the files of out that want (nil for
// every file) names; the others are left as they are, without copies.
func CompressFiles(out string, want func(name string) bool) error {
	entries, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	var wg sync.WaitGroup
	errs := make(chan error, 2*len(entries))
	for _, e := range entries {
		name := e.Name()
		path := filepath.Join(out, name)
		if want != nil && !want(strings.TrimSuffix(strings.TrimSuffix(name, ".br"), ".gz")) {
			continue
		}
		if compressed(name) {
			if _, err := os.Stat(strings.TrimSuffix(strings.TrimSuffix(path, ".br"), ".gz")); os.IsNotExist(err) {
				os.Remove(path)
			}
			continue
		}
		info, err := e.Info()
		if err != nil || e.IsDir() || info.Size() < minCompress || !hasSuffix(name, compressible) {
			os.Remove(path + ".br")
			os.Remove(path + ".gz")
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		switch {
		case strings.HasSuffix(name, ".js"):
			data = stripComments(data, name == "wasm_exec.js") // Go's own keeps its notice
		case strings.HasSuffix(name, ".css"):
			data = stripCSSComments(data)
		case strings.HasSuffix(name, ".html"):
			data = stripIndent(data)
		}
		wg.Go(func() { errs <- os.WriteFile(path+".br", brotliBest(data), 0o644) })
		wg.Go(func() { errs <- os.WriteFile(path+".gz", gzipBest(data), 0o644) })
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// stripComments leaves out of a script the lines that hold only a //
// comment, outside template literals: the page's scripts explain
// themselves at length, and their comments were a quarter of their bytes
// on a first visit (3.6 kB of 14.2 kB with brotli, measured on
// 2026-11-26). Comments after code stay, as does every line of a
// template literal; with notice set, so do the comment lines the script
// starts with, such as a copyright notice. The other lines lose their
// indentation: 300 of the scripts' 6,710 bytes with brotli (measured on
// 2026-11-28).
func stripComments(script []byte, notice bool) []byte {
	var out []byte
	inTemplate := false
	for _, line := range bytes.SplitAfter(script, []byte("\n")) {
		comment := bytes.HasPrefix(bytes.TrimSpace(line), []byte("//"))
		if notice && comment {
			out = append(out, line...)
			continue
		}
		notice = false
		if !inTemplate && comment {
			continue
		}
		starts := inTemplate
		if bytes.Count(line, []byte("`"))%2 == 1 {
			inTemplate = !inTemplate
		}
		if !starts {
			line = bytes.TrimLeft(line, " \t") // indentation, outside a template
		}
		out = append(out, line...)
	}
	return out
}

// stripCSSComments leaves the /* */ comments out of a style sheet, and
// the line a comment stood alone on, outside quoted strings: the page's
// sheet explains its rules, and its comments were 843 of its 3,829 bytes
// with brotli (measured on 2026-11-28).
func stripCSSComments(css []byte) []byte {
	var out []byte
	var quote byte
	for i := 0; i < len(css); i++ {
		c := css[i]
		switch {
		case quote != 0:
			if c == '\\' && i+1 < len(css) {
				out = append(out, c)
				i++
				c = css[i]
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '/' && i+1 < len(css) && css[i+1] == '*':
			end := bytes.Index(css[i+2:], []byte("*/"))
			if end < 0 {
				return out
			}
			i += end + 3
			// A comment alone on its line takes the line with it.
			if len(bytes.TrimLeft(out[bytes.LastIndexByte(out, '\n')+1:], " \t")) == 0 && i+1 < len(css) && css[i+1] == '\n' {
				out = out[:bytes.LastIndexByte(out, '\n')+1]
				i++
			}
			continue
		}
		out = append(out, c)
	}
	return out
}

// stripIndent leaves out the spaces and tabs that lines of a page start
// with, but for lines within <pre> and <textarea>, whose text keeps its
// spaces: the browser reads a line break and an indent as one space
// anyway (137 of the page's 4,684 bytes with brotli, measured on
// 2026-11-28).
func stripIndent(page []byte) []byte {
	var out []byte
	keep := false
	for _, line := range bytes.SplitAfter(page, []byte("\n")) {
		if !keep {
			line = bytes.TrimLeft(line, " \t")
		}
		for _, tag := range []string{"pre", "textarea"} {
			open, end := bytes.LastIndex(line, []byte("<"+tag)), bytes.LastIndex(line, []byte("</"+tag+">"))
			if open > end {
				keep = true
			} else if end >= 0 {
				keep = false
			}
		}
		out = append(out, line...)
	}
	return out
}

func hasSuffix(name string, suffixes []string) bool {
	for _, s := range suffixes {
		if strings.HasSuffix(name, s) {
			return true
		}
	}
	return false
}

func brotliBest(data []byte) []byte {
	// A 16 MB window (24 bits) holds each whole program. Brotli's output
	// jumps by kilobytes, up or down, with small changes to the program,
	// and a 4 MB window was once 334 bytes smaller (2026-11-28), so the
	// build kept the smaller of the two; it is now 539 bytes larger
	// (1,249,871 against 1,249,332 for cubist.wasm), and each window
	// costs about 17 CPU-seconds for cubist.wasm, in every build and
	// every run of the browser tests (measured on 2026-11-30): one
	// window it is.
	var b bytes.Buffer
	w := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	w.Write(data)
	w.Close()
	return b.Bytes()
}

// gzipBest compresses data with gzip at its best: with pigz -11, which
// deflates by Zopfli's exhaustive search, where pigz is installed (5% off
// the program: 1,621 kB against 1,703 kB with gzip -9, measured on
// 2026-11-25), else with Go's compress/gzip at its best level. Zopfli
// runs 3 iterations (-I 3) rather than its 15: for cubist.wasm 19 CPU
// seconds against 31, for 1,945 bytes more of 1,649 kB (0.12%, measured
// on 2026-12-03), in every build and every run of the browser tests.
// Browsers unpack both alike, and fetch the brotli copy where they can.
func gzipBest(data []byte) []byte {
	if pigz, err := exec.LookPath("pigz"); err == nil {
		cmd := exec.Command(pigz, "-11", "-I", "3", "-c")
		cmd.Stdin = bytes.NewReader(data)
		if out, err := cmd.Output(); err == nil {
			return out
		}
	}
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return b.Bytes()
}

package api

import (
	"strings"
	"testing"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/examples"
	"github.com/cubist/cubist/solver/format"
)

func TestLoadSourceReadsEveryKind(t *testing.T) {
	soma, err := examples.Load("soma")
	if err != nil {
		t.Fatal(err)
	}
	want := string(solver.FormatJSON(soma))
	// Formats other than JSON keep cells sorted, so puzzles are compared
	// by their share codes, which also sort them.
	code, err := format.ShareCode(soma)
	if err != nil {
		t.Fatal(err)
	}
	text, err := format.Write(soma, format.KindText)
	if err != nil {
		t.Fatal(err)
	}
	burr, err := format.Write(soma, format.KindXMPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	for name, src := range map[string]Source{
		"example":     {Example: "soma"},
		"share":       {Share: code},
		"share link":  {Share: "https://example.org/cubist/#p=" + code + "&s=3"},
		"json file":   {File: []byte(want), FileName: "puzzles/soma.json?v=2"},
		"text file":   {File: text, FileName: "soma.txt"},
		"burr file":   {File: burr, FileName: "https://example.org/soma.xmpuzzle"},
		"inline json": {Inline: "\n  " + want + "\n"},
		"inline text": {Inline: "\n" + string(text)},
	} {
		p, err := LoadSource(src)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got, err := format.ShareCode(p); err != nil || got != code || p.Name != soma.Name {
			t.Errorf("%s: got %q (%v), share code %s; want %q, %s", name, p.Name, err, got, soma.Name, code)
		}
	}
}

func TestLoadSourceErrorsNameTheProblem(t *testing.T) {
	for _, c := range []struct {
		src  Source
		want string
	}{
		{Source{}, "no puzzle given"},
		{Source{Example: "soma", Share: "x"}, "more than one puzzle"},
		{Source{Example: "nonesuch"}, `no example named "nonesuch"`},
		{Source{Share: "!!!"}, "share code"},
		{Source{File: []byte("{\"name\": 3}"), FileName: "bad.json"}, "bad.json"},
		{Source{Inline: "{\"pieces\": []"}, "inside the element"},
	} {
		_, err := LoadSource(c.src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: got %v, want an error containing %q", c.src, err, c.want)
		}
	}
}

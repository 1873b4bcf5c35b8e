package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestGuideDocumentsEveryFlag compares what "cubist CMD --help" lists with
// docs/guide.md: every command's usage line, written as --help writes it,
// and every flag of each, with two dashes, appear in the guide's section on
// the command line.
func TestGuideDocumentsEveryFlag(t *testing.T) {
	data, err := os.ReadFile("../../docs/guide.md")
	if err != nil {
		t.Fatal(err)
	}
	guide := string(data)
	start := strings.Index(guide, "\n## The command line")
	if start < 0 {
		t.Fatal("docs/guide.md has no section \"The command line\"")
	}
	section := guide[start:]
	if end := strings.Index(section[1:], "\n## "); end >= 0 {
		section = section[:end+1]
	}
	flagLine := regexp.MustCompile(`(?m)^  --(\w[\w-]*)`)
	flags := 0
	for _, c := range commands {
		if !strings.Contains(section, "cubist "+c.name) {
			t.Errorf("the guide never shows the command %q", c.name)
		}
		code, _, errOut := runCLI(t, c.name, "--help")
		if code != 0 {
			t.Errorf("cubist %s --help: exit %d", c.name, code)
		}
		// --help starts with the usage line as the guide writes it.
		line := "cubist " + c.usage
		if first, _, _ := strings.Cut(errOut, "\n"); first != "usage: "+line {
			t.Errorf("cubist %s --help starts %q, not with its usage line %q", c.name, first, "usage: "+line)
		}
		if !strings.Contains(section, "\n"+line+"\n") {
			t.Errorf("the guide's section on the command line has no line %q", line)
		}
		for _, m := range flagLine.FindAllStringSubmatch(errOut, -1) {
			flags++
			if !strings.Contains(section, "`--"+m[1]) {
				t.Errorf("cubist %s --%s is not in the guide's section on the command line", c.name, m[1])
			}
		}
	}
	if flags < 15 {
		t.Fatalf("read only %d flags from --help", flags)
	}
}

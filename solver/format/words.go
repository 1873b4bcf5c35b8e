package format

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// word is one item of a header line: a bare word or a quoted string.
type word struct {
	text   string
	quoted bool
}

// splitWords cuts a header line into bare words and double-quoted strings.
func splitWords(s string) ([]word, error) {
	var out []word
	for s = strings.TrimLeftFunc(s, unicode.IsSpace); s != ""; s = strings.TrimLeftFunc(s, unicode.IsSpace) {
		if s[0] != '"' {
			end := strings.IndexFunc(s, unicode.IsSpace)
			if end < 0 {
				end = len(s)
			}
			out = append(out, word{text: s[:end]})
			s = s[end:]
			continue
		}
		q, err := strconv.QuotedPrefix(s)
		if err != nil {
			return nil, errors.New("a quoted string is not closed or has a bad escape")
		}
		text, _ := strconv.Unquote(q) // QuotedPrefix accepted it
		s = s[len(q):]
		if r, _ := utf8.DecodeRuneInString(s); s != "" && !unicode.IsSpace(r) {
			return nil, errors.New("a quoted string must be followed by a space")
		}
		out = append(out, word{text: text, quoted: true})
	}
	return out, nil
}

// quoteWord writes s as one word: bare when that reads back the same,
// else quoted.
func quoteWord(s string) string {
	if s == "" || strings.HasPrefix(s, `"`) || strings.IndexFunc(s, unicode.IsSpace) >= 0 || !printable(s) {
		return strconv.Quote(s)
	}
	return s
}

// quoteTitle writes a title: bare when that reads back the same, else
// quoted.
func quoteTitle(s string) string {
	if strings.HasPrefix(s, `"`) || strings.TrimSpace(s) != s || !printable(s) {
		return strconv.Quote(s)
	}
	return s
}

// parseTitle reads the text after "title:".
func parseTitle(s string) (string, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, `"`) {
		return s, nil
	}
	text, err := strconv.Unquote(s)
	if err != nil {
		return "", errors.New(`a quoted title must be one string with Go escapes, such as "Soma cube"`)
	}
	return text, nil
}

func printable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !strconv.IsPrint(r) {
			return false
		}
	}
	return true
}

// clip shortens text from a file for a message.
func clip(s string) string {
	const most = 40
	if len(s) <= most {
		return s
	}
	cut := most
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

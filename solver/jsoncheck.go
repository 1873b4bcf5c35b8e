package solver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
)

// jsonFields lists the fields allowed in each kind of JSON object.
var jsonFields = map[string][]string{
	"puzzle": {"name", "pieces", "target", "mirror", "grid", "colors", "rules"},
	"piece":  {"name", "cells", "count", "min", "max", "color", "paint", "group"},
	"target": {"box", "cells", "optional", "paint", "max_holes"},
	"color":  {"name", "rgb"},
	"rule":   {"piece", "target"},
}

// checkJSONShape walks a decoded puzzle and reports the first unknown field
// or malformed cell, naming its path, such as pieces[2].cells[0]. The
// struct decoder would drop a fourth coordinate silently and names no
// path for unknown fields.
func checkJSONShape(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil // the struct decoder reports syntax errors with lines
	}
	top, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	if err := checkFields(top, "puzzle", "the puzzle"); err != nil {
		return err
	}
	if pieces, ok := top["pieces"].([]any); ok {
		for i, pv := range pieces {
			pc, ok := pv.(map[string]any)
			if !ok {
				continue
			}
			path := fmt.Sprintf("pieces[%d]", i)
			if name, ok := pc["name"].(string); ok {
				path += fmt.Sprintf(" (%q)", name)
			}
			if err := checkFields(pc, "piece", path); err != nil {
				return err
			}
			if err := checkCellList(pc["cells"], path+".cells"); err != nil {
				return err
			}
			if err := checkPaint(pc["paint"], path+".paint"); err != nil {
				return err
			}
		}
	}
	if target, ok := top["target"].(map[string]any); ok {
		if err := checkFields(target, "target", "target"); err != nil {
			return err
		}
		if box, ok := target["box"].([]any); ok && len(box) != 3 {
			return fmt.Errorf("json: target.box: give 3 sizes [X,Y,Z], found %d", len(box))
		}
		for _, f := range []string{"cells", "optional"} {
			if err := checkCellList(target[f], "target."+f); err != nil {
				return err
			}
		}
		if err := checkPaint(target["paint"], "target.paint"); err != nil {
			return err
		}
	}
	for _, list := range [][2]string{{"colors", "color"}, {"rules", "rule"}} {
		items, _ := top[list[0]].([]any)
		for i, v := range items {
			if obj, ok := v.(map[string]any); ok {
				if err := checkFields(obj, list[1], fmt.Sprintf("%s[%d]", list[0], i)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// checkPaint checks the cell lists of a paint object, colour by colour.
func checkPaint(v any, path string) error {
	paint, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	for name, cells := range paint {
		if err := checkCellList(cells, fmt.Sprintf("%s[%q]", path, name)); err != nil {
			return err
		}
	}
	return nil
}

func checkFields(obj map[string]any, kind, where string) error {
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	// sort.Sort, not slices.Sort: the page's program has the former's code
	// already, and a copy of the generic sort for strings would cost 17 kB.
	sort.Sort(sort.StringSlice(keys))
	for _, k := range keys {
		if !slices.Contains(jsonFields[kind], k) {
			return fmt.Errorf("json: unknown field %q in %s", k, where)
		}
	}
	return nil
}

func checkCellList(v any, path string) error {
	list, ok := v.([]any)
	if !ok {
		return nil
	}
	for i, cv := range list {
		if c, ok := cv.([]any); ok && len(c) != 3 {
			return fmt.Errorf("json: %s[%d]: a cell has 3 coordinates [x,y,z], found %d", path, i, len(c))
		}
	}
	return nil
}

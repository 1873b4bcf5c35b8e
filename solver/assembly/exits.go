package assembly

// exitsFrom counts the positions from head on that lie depth moves from
// the start, as head does, and from which a part can come out: head and
// those met after it, which come before any deeper one.
func (d *disassembler) exitsFrom(ids []int, head int32, depth int) int {
	b := &d.bfs
	n := 0
	for k := head; int(k) < b.len(); k++ {
		at := 0
		for j := k; b.parent[j] >= 0 && at <= depth; j = b.parent[j] {
			at++
		}
		if at != depth {
			break
		}
		d.m.fill(d.gaps, ids, b.at(k), b.w)
		if _, found := d.m.separation(local(ids, d.stay)); found {
			n++
		}
	}
	return n
}

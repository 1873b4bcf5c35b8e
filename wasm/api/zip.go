package api

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"time"
)

// zipFile is one file of a zip archive.
type zipFile struct {
	name string
	data []byte
}

// writeZip packs files, deflated, into a zip archive whose entries carry
// the time modified (an entry with none reads as 1980 in most tools).
// The page's program writes its one archive, the STL download, with this
// rather than archive/zip, which would bring 50 kB of code to every first
// visit; archive/zip reads it back in the tests.
func writeZip(files []zipFile, modified time.Time) ([]byte, error) {
	le := binary.LittleEndian
	dosTime := uint16(modified.Hour()<<11 | modified.Minute()<<5 | modified.Second()/2)
	dosDate := uint16(max(0, modified.Year()-1980)<<9 | int(modified.Month())<<5 | modified.Day())
	var out, dir bytes.Buffer
	for _, f := range files {
		packed, err := packer.Deflate(f.data)
		if err != nil {
			return nil, err
		}
		// The local header; the central directory's entry has the same
		// fields from "version needed" on, and 16 bytes more before the
		// name: comment length, disk, attributes and the header's offset.
		var h [46]byte
		le.PutUint32(h[0:], 0x04034b50)
		le.PutUint16(h[4:], 20)     // version needed: 2.0
		le.PutUint16(h[6:], 0x0800) // names in UTF-8
		le.PutUint16(h[8:], 8)      // deflated
		le.PutUint16(h[10:], dosTime)
		le.PutUint16(h[12:], dosDate)
		le.PutUint32(h[14:], crc32.ChecksumIEEE(f.data))
		le.PutUint32(h[18:], uint32(len(packed)))
		le.PutUint32(h[22:], uint32(len(f.data)))
		le.PutUint16(h[26:], uint16(len(f.name)))
		offset := out.Len()
		out.Write(h[:30])
		out.WriteString(f.name)
		out.Write(packed)
		var d [46]byte
		le.PutUint32(d[0:], 0x02014b50)
		le.PutUint16(d[4:], 20) // made by: version 2.0
		copy(d[6:], h[4:28])
		le.PutUint32(d[42:], uint32(offset))
		dir.Write(d[:])
		dir.WriteString(f.name)
	}
	var end [22]byte
	le.PutUint32(end[0:], 0x06054b50)
	le.PutUint16(end[8:], uint16(len(files)))
	le.PutUint16(end[10:], uint16(len(files)))
	le.PutUint32(end[12:], uint32(dir.Len()))
	le.PutUint32(end[16:], uint32(out.Len()))
	out.Write(dir.Bytes())
	out.Write(end[:])
	return out.Bytes(), nil
}

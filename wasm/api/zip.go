package api

import (
	"bytes"
	"compress/flate"
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
	const utf8Names = 0x0800
	dosTime := uint16(modified.Hour()<<11 | modified.Minute()<<5 | modified.Second()/2)
	dosDate := uint16(max(0, modified.Year()-1980)<<9 | int(modified.Month())<<5 | modified.Day())
	le := binary.LittleEndian
	var out, dir []byte
	for _, f := range files {
		var packed bytes.Buffer
		w, err := flate.NewWriter(&packed, flate.BestCompression)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.data); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
		// The fields a file's local header and its central directory
		// entry share: version needed (2.0), flags, method (deflate),
		// time, date, CRC-32, sizes and the name's length.
		var common []byte
		common = le.AppendUint16(common, 20)
		common = le.AppendUint16(common, utf8Names)
		common = le.AppendUint16(common, 8)
		common = le.AppendUint16(common, dosTime)
		common = le.AppendUint16(common, dosDate)
		common = le.AppendUint32(common, crc32.ChecksumIEEE(f.data))
		common = le.AppendUint32(common, uint32(packed.Len()))
		common = le.AppendUint32(common, uint32(len(f.data)))
		common = le.AppendUint16(common, uint16(len(f.name)))
		offset := len(out)
		out = le.AppendUint32(out, 0x04034b50)
		out = append(out, common...)
		out = le.AppendUint16(out, 0) // no extra field
		out = append(append(out, f.name...), packed.Bytes()...)
		dir = le.AppendUint32(dir, 0x02014b50)
		dir = le.AppendUint16(dir, 20) // made by: version 2.0
		dir = append(dir, common...)
		dir = append(dir, make([]byte, 12)...) // extra, comment, disk, attributes
		dir = le.AppendUint32(dir, uint32(offset))
		dir = append(dir, f.name...)
	}
	start := len(out)
	out = append(out, dir...)
	out = le.AppendUint32(out, 0x06054b50)
	out = le.AppendUint32(out, 0) // this disk, the directory's disk
	out = le.AppendUint16(out, uint16(len(files)))
	out = le.AppendUint16(out, uint16(len(files)))
	out = le.AppendUint32(out, uint32(len(dir)))
	out = le.AppendUint32(out, uint32(start))
	out = le.AppendUint16(out, 0) // no comment
	return out, nil
}

package classfile

// A reader for the JDK's run-time image, $JAVA_HOME/lib/modules (the
// "jimage" format of jdk.internal.jimage.BasicImageReader). It is the only
// copy of the JDK's classes in a JRE or a jlinked image, which have no
// jmods/.
//
// Layout, in the byte order of the platform that wrote it (the magic tells):
//
//	header     magic 0xCAFEDADA, u2 minor, u2 major, u4 flags,
//	           u4 resourceCount, u4 tableLength, u4 locationsSize, u4 stringsSize
//	redirect   tableLength × s4   (perfect-hash redirection)
//	offsets    tableLength × u4   (where each location's attributes start)
//	locations  locationsSize bytes of attribute streams
//	strings    stringsSize bytes of NUL-terminated names
//	resources  from the end of the index on
//
// An attribute stream is a sequence of (kind<<3 | len-1, len big-endian
// bytes) ending with kind 0. A resource's name is
// /MODULE/PARENT/BASE.EXTENSION.

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

const (
	jimageMagic      = 0xCAFEDADA
	jimageHeaderSize = 28
	jimageHashSeed   = 0x01000193

	locEnd          = 0
	locModule       = 1
	locParent       = 2
	locBase         = 3
	locExtension    = 4
	locOffset       = 5
	locCompressed   = 6
	locUncompressed = 7
	locCount        = 8
)

// JImage is one module of a jimage file as a Source: Find("java/lang/Object")
// in the java.base JImage reads /java.base/java/lang/Object.class.
type JImage struct {
	Path   string
	Module string

	f         *os.File
	order     binary.ByteOrder
	table     int
	redirect  []byte // tableLength × s4
	offsets   []byte // tableLength × u4
	locations []byte
	strings   []byte
	dataStart int64
	size      int64

	namesOnce sync.Once
	names     []string
}

// OpenJImage opens the named module (e.g. "java.base") of a jimage file.
func OpenJImage(path, module string) (*JImage, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	im, err := readJImage(f, path, module)
	if err != nil {
		f.Close()
		return nil, err
	}
	return im, nil
}

func readJImage(f *os.File, path, module string) (*JImage, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	bad := func(off int, format string, args ...any) error {
		return &FormatError{File: path, Offset: off, Msg: fmt.Sprintf(format, args...)}
	}
	var hdr [jimageHeaderSize]byte
	if _, err := io.ReadFull(f, hdr[:]); err != nil {
		return nil, bad(0, "truncated jimage header")
	}
	im := &JImage{Path: path, Module: module, f: f, size: st.Size()}
	switch {
	case binary.LittleEndian.Uint32(hdr[:]) == jimageMagic:
		im.order = binary.LittleEndian
	case binary.BigEndian.Uint32(hdr[:]) == jimageMagic:
		im.order = binary.BigEndian
	default:
		return nil, bad(0, "bad magic 0x%08x, not a jimage file", binary.BigEndian.Uint32(hdr[:]))
	}
	if major := im.order.Uint16(hdr[6:]); major != 1 {
		return nil, bad(6, "unsupported jimage version %d", major)
	}
	table := int64(im.order.Uint32(hdr[16:]))
	locSize := int64(im.order.Uint32(hdr[20:]))
	strSize := int64(im.order.Uint32(hdr[24:]))
	indexSize := jimageHeaderSize + 8*table + locSize + strSize
	if indexSize > st.Size() {
		return nil, bad(16, "index of %d bytes exceeds the %d-byte file", indexSize, st.Size())
	}
	index := make([]byte, indexSize-jimageHeaderSize)
	if _, err := io.ReadFull(f, index); err != nil {
		return nil, fmt.Errorf("%s: reading the jimage index: %v", path, err)
	}
	im.table = int(table)
	im.redirect = index[:4*table]
	im.offsets = index[4*table : 8*table]
	im.locations = index[8*table : 8*table+locSize]
	im.strings = index[8*table+locSize:]
	im.dataStart = indexSize
	return im, nil
}

// jimageHash is ImageStringsReader.hashCode: FNV-1 over the UTF-8 bytes.
func jimageHash(s string, seed int32) int32 {
	h := seed
	for i := 0; i < len(s); i++ {
		h = h*jimageHashSeed ^ int32(s[i])
	}
	return h & 0x7FFFFFFF
}

// location decodes the attribute stream starting at locations[off].
func (im *JImage) location(off uint32) ([locCount]uint64, bool) {
	var attrs [locCount]uint64
	for i := int(off); i < len(im.locations); {
		b := im.locations[i]
		kind := b >> 3
		if kind == locEnd {
			return attrs, true
		}
		n := int(b&7) + 1
		if kind >= locCount || i+1+n > len(im.locations) {
			return attrs, false
		}
		var v uint64
		for _, c := range im.locations[i+1 : i+1+n] {
			v = v<<8 | uint64(c)
		}
		attrs[kind] = v
		i += 1 + n
	}
	return attrs, false
}

func (im *JImage) str(off uint64) string {
	if off >= uint64(len(im.strings)) {
		return ""
	}
	s := im.strings[off:]
	if i := bytes.IndexByte(s, 0); i >= 0 {
		s = s[:i]
	}
	return string(s)
}

// name rebuilds the full resource name of a location.
func (im *JImage) name(a [locCount]uint64) string {
	var b strings.Builder
	if m := im.str(a[locModule]); m != "" {
		b.WriteString("/" + m + "/")
	}
	if p := im.str(a[locParent]); p != "" {
		b.WriteString(p + "/")
	}
	b.WriteString(im.str(a[locBase]))
	if e := im.str(a[locExtension]); e != "" {
		b.WriteString("." + e)
	}
	return b.String()
}

// find looks a resource up by its full name.
func (im *JImage) find(name string) ([locCount]uint64, bool) {
	var none [locCount]uint64
	if im.table == 0 {
		return none, false
	}
	idx := int32(im.order.Uint32(im.redirect[4*(int(jimageHash(name, jimageHashSeed))%im.table):]))
	switch {
	case idx < 0:
		idx = -idx - 1
	case idx > 0:
		idx = jimageHash(name, idx) % int32(im.table)
	default:
		return none, false
	}
	if int(idx) >= im.table {
		return none, false
	}
	a, ok := im.location(im.order.Uint32(im.offsets[4*idx:]))
	if !ok || im.name(a) != name {
		return none, false
	}
	return a, true
}

func (im *JImage) Find(name string) ([]byte, string, bool, error) {
	full := "/" + im.Module + "/" + name + ".class"
	a, ok := im.find(full)
	if !ok {
		return nil, "", false, nil
	}
	origin := im.Path + "!" + full
	if a[locCompressed] != 0 {
		return nil, "", false, fmt.Errorf("%s: compressed jimage resources are not supported", origin)
	}
	size, off := a[locUncompressed], a[locOffset]
	if size > maxClassSize || int64(off) < 0 || int64(off+size) > im.size-im.dataStart {
		return nil, "", false, &FormatError{File: im.Path, Offset: 0, Msg: fmt.Sprintf("%s: resource [%d, +%d) outside the file", full, off, size)}
	}
	buf := make([]byte, size)
	if _, err := im.f.ReadAt(buf, im.dataStart+int64(off)); err != nil {
		return nil, "", false, fmt.Errorf("%s: %v", origin, err)
	}
	return buf, origin, true, nil
}

// Names lists the module's classes (module-info excluded).
func (im *JImage) Names() []string {
	im.namesOnce.Do(func() {
		prefix := "/" + im.Module + "/"
		for i := 0; i < im.table; i++ {
			a, ok := im.location(im.order.Uint32(im.offsets[4*i:]))
			if !ok || im.str(a[locModule]) != im.Module || im.str(a[locExtension]) != "class" {
				continue
			}
			n := strings.TrimPrefix(im.name(a), prefix)
			n = strings.TrimSuffix(n, ".class")
			if n != "module-info" {
				im.names = append(im.names, n)
			}
		}
		sort.Strings(im.names)
	})
	return im.names
}

func (im *JImage) String() string { return im.Path + "!/" + im.Module }
func (im *JImage) Close() error   { return im.f.Close() }

// OpenJavaBaseSource opens the JDK's java.base: the run-time image
// lib/modules, which is what the java launcher runs (jlink's generated
// classes included), else jmods/java.base.jmod when the image is missing or
// holds compressed resources. The image is also the fast one: opening it
// reads its index (no zip directory of thousands of entries) and its
// classes are stored uncompressed (no inflating), which is most of the cost
// of booting the VM on a small program.
func OpenJavaBaseSource() (Source, error) {
	home, err := JavaHome()
	if err != nil {
		return nil, err
	}
	im, imErr := OpenJImage(filepath.Join(home, "lib", "modules"), "java.base")
	if imErr == nil {
		if _, _, ok, err := im.Find("java/lang/Object"); ok && err == nil {
			return im, nil
		}
		im.Close()
		imErr = fmt.Errorf("%s: java.base's classes are compressed or missing", im.Path)
	}
	if a, err := OpenJavaBase(); err == nil {
		return a, nil
	}
	if errors.Is(imErr, os.ErrNotExist) {
		return nil, fmt.Errorf("JDK at %s has neither jmods/java.base.jmod nor lib/modules (install a JDK, e.g. apt-get install openjdk-17-jdk-headless, or set JAVA_HOME)", home)
	}
	return nil, imErr
}

// IsJavaBase reports whether origin, a class's ClassFile.File, is in the
// JDK's java.base as OpenJavaBaseSource opens it (the jmod or the run-time
// image).
func IsJavaBase(origin string) bool {
	return strings.Contains(origin, ".jmod!") || strings.HasSuffix(origin, ".jmod") || strings.Contains(origin, "!/java.base/")
}

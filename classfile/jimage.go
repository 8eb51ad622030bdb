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

	// all: Find falls back from Module to the other modules of the image
	// (OpenJDKImage). pkgs caches the modules of a package, resolvable
	// whether a module is one the java launcher resolves.
	all        bool
	mu         sync.Mutex
	pkgs       map[string][]string
	resolvable map[string]bool
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

// Find reads the class from the JImage's module; an image opened with
// OpenJDKImage then looks in the other modules that have classes in the
// class's package (the image's /packages/PKG entry lists them).
func (im *JImage) Find(name string) ([]byte, string, bool, error) {
	b, origin, ok, err := im.findIn(im.Module, name)
	if ok || err != nil || !im.all {
		return b, origin, ok, err
	}
	for _, m := range im.packageModules(name) {
		if b, origin, ok, err := im.findIn(m, name); ok || err != nil {
			return b, origin, ok, err
		}
	}
	return nil, "", false, nil
}

// packageModules returns the modules other than im.Module that hold classes
// of name's package and that the java launcher resolves for a class-path
// program.
func (im *JImage) packageModules(name string) []string {
	slash := strings.LastIndexByte(name, '/')
	if slash <= 0 {
		return nil
	}
	pkg := strings.ReplaceAll(name[:slash], "/", ".")
	im.mu.Lock()
	mods, done := im.pkgs[pkg]
	im.mu.Unlock()
	if done {
		return mods
	}
	if data, ok := im.resource("/packages/" + pkg); ok {
		// (u4 isEmpty, u4 module name's offset in the strings) per module
		// (ImageReader.handlePackages), in the image's byte order.
		for i := 0; i+8 <= len(data); i += 8 {
			m := im.str(uint64(im.order.Uint32(data[i+4:])))
			if im.order.Uint32(data[i:]) == 0 && m != "" && m != im.Module && im.moduleResolvable(m) {
				mods = append(mods, m)
			}
		}
	}
	im.mu.Lock()
	if im.pkgs == nil {
		im.pkgs = map[string][]string{}
	}
	im.pkgs[pkg] = mods
	im.mu.Unlock()
	return mods
}

// moduleResolvable reports whether the java launcher resolves module m by
// default: not when its module-info's ModuleResolution attribute says
// DO_NOT_RESOLVE_BY_DEFAULT (the jdk.incubator modules).
func (im *JImage) moduleResolvable(m string) bool {
	im.mu.Lock()
	r, done := im.resolvable[m]
	im.mu.Unlock()
	if done {
		return r
	}
	data, ok := im.resource("/" + m + "/module-info.class")
	r = ok && !doNotResolve(data)
	im.mu.Lock()
	if im.resolvable == nil {
		im.resolvable = map[string]bool{}
	}
	im.resolvable[m] = r
	im.mu.Unlock()
	return r
}

// doNotResolve reports whether a module-info class file has a
// ModuleResolution attribute with DO_NOT_RESOLVE_BY_DEFAULT (0x0001).
func doNotResolve(moduleInfo []byte) bool {
	cf, err := Parse(moduleInfo, "module-info.class")
	if err != nil {
		return false
	}
	for _, a := range cf.Attributes {
		if a.Name == "ModuleResolution" && len(a.Data) == 2 && a.Data[1]&1 != 0 {
			return true
		}
	}
	return false
}

// resource reads an uncompressed resource by its full name.
func (im *JImage) resource(full string) ([]byte, bool) {
	a, ok := im.find(full)
	if !ok || a[locCompressed] != 0 {
		return nil, false
	}
	size, off := a[locUncompressed], a[locOffset]
	if size > maxClassSize || int64(off+size) > im.size-im.dataStart {
		return nil, false
	}
	buf := make([]byte, size)
	if _, err := im.f.ReadAt(buf, im.dataStart+int64(off)); err != nil {
		return nil, false
	}
	return buf, true
}

func (im *JImage) findIn(module, name string) ([]byte, string, bool, error) {
	full := "/" + module + "/" + name + ".class"
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

// Names lists the module's classes (module-info excluded), or for an image
// opened with OpenJDKImage those of every module it resolves.
func (im *JImage) Names() []string {
	im.namesOnce.Do(func() {
		seen := map[string]bool{}
		for i := 0; i < im.table; i++ {
			a, ok := im.location(im.order.Uint32(im.offsets[4*i:]))
			if !ok || im.str(a[locExtension]) != "class" {
				continue
			}
			m := im.str(a[locModule])
			if m != im.Module && (!im.all || m == "" || !im.moduleResolvable(m)) {
				continue
			}
			n := strings.TrimPrefix(im.name(a), "/"+m+"/")
			n = strings.TrimSuffix(n, ".class")
			if n != "module-info" && !seen[n] {
				seen[n] = true
				im.names = append(im.names, n)
			}
		}
		sort.Strings(im.names)
	})
	return im.names
}

func (im *JImage) String() string {
	if im.all {
		return im.Path
	}
	return im.Path + "!/" + im.Module
}

func (im *JImage) Close() error { return im.f.Close() }

// OpenJDKImage opens a run-time image as one Source of all the modules
// that the java launcher resolves for a class-path program: java.base
// first (one look-up, as OpenJImage's), then the other modules holding
// the class's package (java.logging, java.sql, jdk.localedata...). The
// index is read once for all modules.
func OpenJDKImage(path string) (*JImage, error) {
	im, err := OpenJImage(path, "java.base")
	if err != nil {
		return nil, err
	}
	im.all = true
	return im, nil
}

// OpenJDKSource opens the JDK's modules: the run-time image lib/modules,
// which is what the java launcher runs (jlink's generated classes
// included), else the jmods/ directory when the image is missing or holds
// compressed resources. The image is also the fast one: opening it reads
// its index (no zip directory of thousands of entries) and its classes are
// stored uncompressed (no inflating), which is most of the cost of booting
// the VM on a small program. Either way java.base is searched first and
// the other modules only for a class it does not have.
func OpenJDKSource() (Source, error) {
	home, err := JavaHome()
	if err != nil {
		return nil, err
	}
	im, imErr := OpenJDKImage(filepath.Join(home, "lib", "modules"))
	if imErr == nil {
		if _, _, ok, err := im.Find("java/lang/Object"); ok && err == nil {
			return im, nil
		}
		im.Close()
		imErr = fmt.Errorf("%s: java.base's classes are compressed or missing", im.Path)
	}
	if a, err := OpenJavaBase(); err == nil {
		return &jmodSet{base: a, dir: filepath.Dir(a.Path)}, nil
	}
	if errors.Is(imErr, os.ErrNotExist) {
		return nil, fmt.Errorf("JDK at %s has neither jmods/java.base.jmod nor lib/modules (install a JDK, e.g. apt-get install openjdk-17-jdk-headless, or set JAVA_HOME)", home)
	}
	return nil, imErr
}

// jmodSet is the JDK's jmods/ as one Source: java.base.jmod, then, for a
// class it does not have, the other jmods (opened on the first such miss)
// that hold the class's package.
type jmodSet struct {
	base   *Archive
	dir    string
	once   sync.Once
	others []*Archive
	byPkg  map[string][]*Archive
}

func (j *jmodSet) open() {
	j.once.Do(func() {
		j.byPkg = map[string][]*Archive{}
		paths, _ := filepath.Glob(filepath.Join(j.dir, "*.jmod"))
		sort.Strings(paths)
		for _, p := range paths {
			if p == j.base.Path {
				continue
			}
			a, err := OpenJmod(p)
			if err != nil {
				continue
			}
			if data, _, ok, _ := a.Find("module-info"); ok && doNotResolve(data) {
				a.Close()
				continue
			}
			j.others = append(j.others, a)
			pkgs := map[string]bool{}
			for n := range a.files {
				if i := strings.LastIndexByte(n, '/'); i > 0 && !pkgs[n[:i]] {
					pkgs[n[:i]] = true
					j.byPkg[n[:i]] = append(j.byPkg[n[:i]], a)
				}
			}
		}
	})
}

func (j *jmodSet) Find(name string) ([]byte, string, bool, error) {
	b, origin, ok, err := j.base.Find(name)
	if ok || err != nil {
		return b, origin, ok, err
	}
	i := strings.LastIndexByte(name, '/')
	if i <= 0 {
		return nil, "", false, nil
	}
	j.open()
	for _, a := range j.byPkg[name[:i]] {
		if b, origin, ok, err := a.Find(name); ok || err != nil {
			return b, origin, ok, err
		}
	}
	return nil, "", false, nil
}

func (j *jmodSet) Names() []string {
	j.open()
	seen := map[string]bool{}
	var names []string
	for _, a := range append([]*Archive{j.base}, j.others...) {
		for n := range a.files {
			if n != "module-info" && !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	sort.Strings(names)
	return names
}

func (j *jmodSet) String() string { return j.dir }

func (j *jmodSet) Close() error {
	for _, a := range j.others {
		a.Close()
	}
	return j.base.Close()
}

// JDKModule returns the JDK module that origin, a class's ClassFile.File,
// is in as OpenJDKSource opens it (a jmod, or a module of the run-time
// image), or "" for a class of the program.
func JDKModule(origin string) string {
	if i := strings.Index(origin, ".jmod!"); i >= 0 {
		return filepath.Base(origin[:i])
	}
	if strings.HasSuffix(origin, ".jmod") {
		return strings.TrimSuffix(filepath.Base(origin), ".jmod")
	}
	if i := strings.Index(origin, "!/"); i >= 0 && filepath.Base(origin[:i]) == "modules" {
		// The run-time image, lib/modules: "!/java.logging/java/util/...".
		if j := strings.IndexByte(origin[i+2:], '/'); j > 0 {
			return origin[i+2 : i+2+j]
		}
	}
	return ""
}

// IsJDK reports whether origin, a class's ClassFile.File, is in one of the
// JDK's modules (JDKModule).
func IsJDK(origin string) bool { return JDKModule(origin) != "" }

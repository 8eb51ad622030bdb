package classfile

import (
	"archive/zip"
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Source is one class-path entry: a directory, a jar or a jmod.
type Source interface {
	// Find returns the bytes of the class with the given internal name and
	// a description of where they came from (for messages), or ok=false.
	Find(name string) (data []byte, origin string, ok bool, err error)
	// Names lists the internal names of all classes in the source, sorted.
	Names() []string
	// String describes the source (its path).
	String() string
	Close() error
}

// Dir is a directory of class files laid out by package.
type Dir struct {
	Root      string
	canonOnce sync.Once
	canonRoot string // canonical(Root), computed once
}

// canon is d's canonical path.
func (d *Dir) canon() string {
	d.canonOnce.Do(func() { d.canonRoot = canonical(d.Root) })
	return d.canonRoot
}

// OpenDir returns a Source for a directory.
func OpenDir(root string) (*Dir, error) {
	st, err := os.Stat(root)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("%s: not a directory", root)
	}
	return &Dir{Root: root}, nil
}

func (d *Dir) Find(name string) ([]byte, string, bool, error) {
	p := filepath.Join(d.Root, filepath.FromSlash(name)+".class")
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", false, nil
	}
	if err != nil {
		return nil, "", false, err
	}
	return b, p, true, nil
}

func (d *Dir) Names() []string {
	var names []string
	filepath.WalkDir(d.Root, func(p string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() && strings.HasSuffix(p, ".class") {
			rel, _ := filepath.Rel(d.Root, p)
			names = append(names, strings.TrimSuffix(filepath.ToSlash(rel), ".class"))
		}
		return nil
	})
	sort.Strings(names)
	return names
}

func (d *Dir) String() string { return d.Root }
func (d *Dir) Close() error   { return nil }

// Archive is a jar, or a jmod (a zip behind a 4-byte "JM" header whose
// classes live under classes/).
type Archive struct {
	Path      string
	MainClass string   // Main-Class of the manifest, dotted; "" if none
	ClassPath []string // Class-Path of the manifest, resolved against the jar's directory
	f         *os.File
	files     map[string]*zip.File // internal class name -> entry
	// entries is every entry by its name (resources, a jmod's JDK
	// resources), made on the first such lookup: most class paths never
	// ask one, and weft bench opens the program for every exploration.
	entryOnce sync.Once
	entryMap  map[string]*zip.File
	all       []*zip.File // the zip's entries, in order
	canonOnce sync.Once
	canonPath string // canonical(Path), computed once
	prefix    string
}

// entries returns every entry of a by its name (the first of duplicates).
func (a *Archive) entries() map[string]*zip.File {
	a.entryOnce.Do(func() {
		a.entryMap = make(map[string]*zip.File, len(a.all))
		for _, zf := range a.all {
			if _, dup := a.entryMap[zf.Name]; !dup {
				a.entryMap[zf.Name] = zf
			}
		}
	})
	return a.entryMap
}

// canon is a's canonical path.
func (a *Archive) canon() string {
	a.canonOnce.Do(func() { a.canonPath = canonical(a.Path) })
	return a.canonPath
}

// OpenJar opens a jar file and reads its manifest.
func OpenJar(path string) (*Archive, error) { return openArchive(path, 0, "") }

// OpenJmod opens a jmod file (only its classes/ are visible).
func OpenJmod(path string) (*Archive, error) { return openArchive(path, 4, "classes/") }

func openArchive(path string, skip int64, prefix string) (*Archive, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if st.IsDir() {
		f.Close()
		return nil, fmt.Errorf("%s: is a directory, not a jar", path)
	}
	if skip > 0 {
		var hdr [4]byte
		if _, err := io.ReadFull(f, hdr[:]); err != nil || hdr[0] != 'J' || hdr[1] != 'M' {
			f.Close()
			return nil, &FormatError{File: path, Offset: 0, Msg: "not a jmod file (no JM header)"}
		}
	}
	zr, err := zip.NewReader(io.NewSectionReader(f, skip, st.Size()-skip), st.Size()-skip)
	if err != nil {
		f.Close()
		if st.Size() == 0 {
			return nil, fmt.Errorf("%s: not a valid jar (zip) file: the file is empty", path)
		}
		return nil, fmt.Errorf("%s: not a valid jar (zip) file: %v", path, err)
	}
	a := &Archive{Path: path, f: f, files: make(map[string]*zip.File, len(zr.File)), all: zr.File, prefix: prefix}
	for _, zf := range zr.File {
		n := zf.Name
		if !strings.HasPrefix(n, prefix) || !strings.HasSuffix(n, ".class") {
			if n == "META-INF/MANIFEST.MF" {
				if err := a.readManifest(zf); err != nil {
					f.Close()
					return nil, err
				}
			}
			continue
		}
		n = strings.TrimSuffix(strings.TrimPrefix(n, prefix), ".class")
		if strings.HasPrefix(n, "META-INF/") { // multi-release jars: base version only
			continue
		}
		a.files[n] = zf
	}
	return a, nil
}

func (a *Archive) readManifest(zf *zip.File) error {
	rc, err := zf.Open()
	if err != nil {
		return fmt.Errorf("%s: reading manifest: %v", a.Path, err)
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, 1<<20))
	if err != nil {
		return fmt.Errorf("%s: reading manifest: %v", a.Path, err)
	}
	attrs := parseManifest(data)
	a.MainClass = strings.TrimSpace(attrs["Main-Class"])
	for _, p := range strings.Fields(attrs["Class-Path"]) {
		if !filepath.IsAbs(p) {
			p = filepath.Join(filepath.Dir(a.Path), filepath.FromSlash(p))
		}
		a.ClassPath = append(a.ClassPath, p)
	}
	return nil
}

// parseManifest reads the main section of a manifest, joining continuation
// lines (which start with a single space).
func parseManifest(data []byte) map[string]string {
	attrs := map[string]string{}
	var last string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" {
			break // end of the main section
		}
		if strings.HasPrefix(line, " ") && last != "" {
			attrs[last] += line[1:]
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		last = strings.TrimSpace(k)
		attrs[last] = strings.TrimPrefix(v, " ")
	}
	return attrs
}

// maxClassSize bounds the size a corrupt zip directory may claim for a
// class, so that it cannot make Find allocate without limit.
const maxClassSize = 1 << 28

func (a *Archive) Find(name string) ([]byte, string, bool, error) {
	zf, ok := a.files[name]
	if !ok {
		return nil, "", false, nil
	}
	origin := a.Path + "!" + a.prefix + name + ".class"
	rc, err := zf.Open()
	if err != nil {
		return nil, "", false, fmt.Errorf("%s: %v", origin, err)
	}
	defer rc.Close()
	if zf.UncompressedSize64 > maxClassSize {
		return nil, "", false, fmt.Errorf("%s: %d bytes, too large for a class file", origin, zf.UncompressedSize64)
	}
	buf := make([]byte, zf.UncompressedSize64)
	if _, err := io.ReadFull(rc, buf); err != nil {
		return nil, "", false, fmt.Errorf("%s: corrupt jar entry: %v", origin, err)
	}
	return buf, origin, true, nil
}

func (a *Archive) Names() []string {
	names := make([]string, 0, len(a.files))
	for n := range a.files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func (a *Archive) String() string { return a.Path }
func (a *Archive) Close() error   { return a.f.Close() }

// JavaHome finds the JDK: $JAVA_HOME if set, else the JDK whose java or
// javac is on $PATH.
func JavaHome() (string, error) {
	if h := os.Getenv("JAVA_HOME"); h != "" {
		return h, nil
	}
	for _, tool := range []string{"javac", "java"} {
		p, err := exec.LookPath(tool)
		if err != nil {
			continue
		}
		if r, err := filepath.EvalSymlinks(p); err == nil {
			p = r
		}
		return filepath.Dir(filepath.Dir(p)), nil
	}
	return "", errors.New("no JDK found: set JAVA_HOME or put java on PATH")
}

// OpenJavaBase opens the JDK's java.base module ($JAVA_HOME/jmods/java.base.jmod).
func OpenJavaBase() (*Archive, error) {
	home, err := JavaHome()
	if err != nil {
		return nil, err
	}
	p := filepath.Join(home, "jmods", "java.base.jmod")
	if _, err := os.Stat(p); err != nil {
		return nil, fmt.Errorf("JDK at %s has no jmods/java.base.jmod (install a full JDK, e.g. apt-get install openjdk-17-jdk, or set JAVA_HOME)", home)
	}
	return OpenJmod(p)
}

// ClassPath is an ordered list of sources with a cache of parsed classes.
// It is safe for concurrent use. Classes are parsed lazily, on first
// lookup.
type ClassPath struct {
	Sources []Source
	// Missing lists the entries of a jar's manifest Class-Path that do
	// not exist (skipped, as java skips them), as resolved paths.
	Missing []string
	mu      sync.Mutex
	cache   map[string]*cpEntry
}

type cpEntry struct {
	once sync.Once
	cf   *ClassFile
	err  error
}

// NewClassPath returns a class path searching the sources in order.
func NewClassPath(sources ...Source) *ClassPath {
	return &ClassPath{Sources: sources, cache: map[string]*cpEntry{}}
}

// Open opens a path as a Source: a directory, a .jmod or a jar.
func Open(path string) (Source, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	switch {
	case st.IsDir():
		return OpenDir(path)
	case strings.HasSuffix(path, ".jmod"):
		return OpenJmod(path)
	default:
		return OpenJar(path)
	}
}

// ForApplication builds the class path for running or analyzing an
// application: the given entries (a jar brings its manifest Class-Path
// along), then the JDK's modules (java.base first). It returns the Main-Class of the first jar, if
// any.
func ForApplication(entries ...string) (*ClassPath, string, error) {
	var sources []Source
	seen := map[string]bool{}
	mainClass := ""
	var missing []string
	var add func(p string, fromManifest bool) error
	add = func(p string, fromManifest bool) error {
		if seen[p] {
			return nil
		}
		seen[p] = true
		s, err := Open(p)
		if err != nil {
			if fromManifest && errors.Is(err, fs.ErrNotExist) {
				missing = append(missing, p)
				return nil // like java, ignore missing Class-Path entries
			}
			return err
		}
		sources = append(sources, s)
		if a, ok := s.(*Archive); ok {
			if mainClass == "" && !fromManifest {
				mainClass = a.MainClass
			}
			for _, cp := range a.ClassPath {
				if err := add(cp, true); err != nil {
					return err
				}
			}
		}
		return nil
	}
	for _, e := range entries {
		if err := add(e, false); err != nil {
			for _, s := range sources {
				s.Close()
			}
			return nil, "", err
		}
	}
	jb, err := sharedJDK()
	if err != nil {
		for _, s := range sources {
			s.Close()
		}
		return nil, "", err
	}
	sources = append(sources, jb)
	cp := NewClassPath(sources...)
	cp.Missing = missing
	return cp, mainClass, nil
}

// sharedBase is the JDK as ForApplication's class paths share it: the
// source opened once per process and JDK, and its classes parsed once
// (a ClassFile is not changed after parsing). Every weft command, test
// or benchmark that opens several programs (weft bench unfold opens one
// per case) read and parsed the JDK classes they run again for each.
type sharedBase struct {
	Source
	mu    sync.Mutex
	cache map[string]*cpEntry
}

var javaBases struct {
	sync.Mutex
	byHome map[string]*sharedBase
}

// sharedJDK returns the shared modules of the JDK JavaHome finds, opening
// them the first time.
func sharedJDK() (Source, error) {
	home, err := JavaHome()
	if err != nil {
		return nil, err
	}
	javaBases.Lock()
	defer javaBases.Unlock()
	if b := javaBases.byHome[home]; b != nil {
		return b, nil
	}
	src, err := OpenJDKSource()
	if err != nil {
		return nil, err
	}
	b := &sharedBase{Source: src, cache: map[string]*cpEntry{}}
	if javaBases.byHome == nil {
		javaBases.byHome = map[string]*sharedBase{}
	}
	javaBases.byHome[home] = b
	return b, nil
}

// Close leaves the shared source open for the other class paths.
func (b *sharedBase) Close() error { return nil }

// lookup parses the class once for every class path.
func (b *sharedBase) lookup(name string) *cpEntry {
	e := cacheEntry(&b.mu, b.cache, name)
	e.once.Do(func() { e.cf, e.err = find(b.Source, name, Parse) })
	return e
}

// cacheEntry returns cache's entry for name, made (unparsed) if there is
// none; mu guards cache.
func cacheEntry(mu *sync.Mutex, cache map[string]*cpEntry, name string) *cpEntry {
	mu.Lock()
	defer mu.Unlock()
	e, ok := cache[name]
	if !ok {
		e = &cpEntry{}
		cache[name] = e
	}
	return e
}

// find reads the class from s and parses it with parse: nil, nil if s
// does not have it.
func find(s Source, name string, parse func([]byte, string) (*ClassFile, error)) (*ClassFile, error) {
	data, origin, ok, err := s.Find(name)
	if err != nil || !ok {
		return nil, err
	}
	cf, err := parse(data, origin)
	if err != nil {
		return nil, err
	}
	if cf.Name != name {
		return nil, &FormatError{File: origin, Offset: 0, Msg: fmt.Sprintf("file holds class %s, not %s", cf.Name, name)}
	}
	return cf, nil
}

// parsed holds every class file this process parsed from a source other
// than the shared JDK (which parses each of its classes once), by origin and
// content: a ClassFile is not changed after parsing, so every class path
// that reads the same bytes from the same place shares one. weft bench
// opens each program afresh for each exploration, and the static analysis
// and the VM keep per-class work by *ClassFile and *Member (the IR of
// static.Program.Func, classfile.DecodeMethod): sharing the class file
// shares that work too. A class's bytes are kept to compare (every
// Source's Find returns a buffer of its own).
var parsed struct {
	sync.Mutex
	m map[parsedKey][]parsedFile
}

// parsedKey finds the candidates; their bytes must equal.
type parsedKey struct {
	origin string
	hash   uint64 // maphash of the bytes
}

type parsedFile struct {
	data []byte
	cf   *ClassFile
}

var parsedSeed = maphash.MakeSeed()

// parseShared is Parse(data, origin), answered from parsed when the same
// bytes came from origin before.
func parseShared(data []byte, origin string) (*ClassFile, error) {
	k := parsedKey{origin, maphash.Bytes(parsedSeed, data)}
	find := func() *ClassFile {
		for _, p := range parsed.m[k] {
			if bytes.Equal(p.data, data) {
				return p.cf
			}
		}
		return nil
	}
	parsed.Lock()
	cf := find()
	parsed.Unlock()
	if cf != nil {
		return cf, nil
	}
	cf, err := Parse(data, origin)
	if err != nil {
		return nil, err
	}
	parsed.Lock()
	defer parsed.Unlock()
	if old := find(); old != nil {
		return old, nil // parsed meanwhile by another class path
	}
	if parsed.m == nil {
		parsed.m = map[parsedKey][]parsedFile{}
	}
	parsed.m[k] = append(parsed.m[k], parsedFile{data, cf})
	return cf, nil
}

// Lookup returns the parsed class with the given internal name. A missing
// class gives a *NotFoundError; a malformed one a *FormatError.
func (cp *ClassPath) Lookup(name string) (*ClassFile, error) {
	e := cacheEntry(&cp.mu, cp.cache, name)
	e.once.Do(func() {
		for _, s := range cp.Sources {
			var cf *ClassFile
			var err error
			if b, ok := s.(*sharedBase); ok {
				se := b.lookup(name)
				cf, err = se.cf, se.err
			} else {
				cf, err = find(s, name, parseShared)
			}
			if err != nil {
				e.err = err
				return
			}
			if cf != nil {
				e.cf = cf
				return
			}
		}
		e.err = &NotFoundError{Name: name}
	})
	return e.cf, e.err
}

// Close closes every source.
func (cp *ClassPath) Close() error {
	var first error
	for _, s := range cp.Sources {
		if err := s.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

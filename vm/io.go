package vm

// Files and standard input (natives_io.go models the JDK's natives over
// them).
//
// An exploration runs the program many times from snapshots, so what a run
// reads must not depend on when it runs, and what it writes must not reach
// the real file system once per execution. Hence:
//
//   - a file's bytes (and a path's kind, size and directory listing) are
//     read from disk once, the first time any run of any VM sharing the
//     Disk needs them, and every later read sees that snapshot (Disk);
//   - writes, creations, deletions and renames go to an overlay that is
//     part of the VM state (ioState.over): later reads of the path see it,
//     a restore drops what the restored-from runs wrote, and the real file
//     system is never written;
//   - the open streams (file descriptors with their paths and positions)
//     and the position in standard input are VM state too, saved by
//     Snapshot, reset by Restore and hashed by StateHash;
//   - standard input is Config.Stdin, read on demand into a buffer that
//     every run of the VM replays from its start.

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"weft/classfile"
)

// Disk is the file system as the VM's runs first saw it: each path is
// looked at (stat, contents, listing) at most once, when a run first needs
// it. VMs that share a Disk (an exploration's) see the same files.
type Disk struct {
	mu    sync.Mutex
	cwd   string
	stats map[string]*diskEntry
}

type diskEntry struct {
	exists, dir bool
	mode        os.FileMode
	size        int64
	mtime       int64 // milliseconds since the epoch
	data        []byte
	read        bool
	err         error // reading the contents failed
	names       []string
	listed      bool
}

// NewDisk returns an empty Disk; relative paths are resolved against the
// process's working directory.
func NewDisk() *Disk {
	cwd, err := os.Getwd()
	if err != nil {
		cwd = "/"
	}
	return &Disk{cwd: cwd, stats: map[string]*diskEntry{}}
}

// abs is the path's absolute, cleaned form (the key of every table).
func (d *Disk) abs(p string) string {
	if !filepath.IsAbs(p) {
		p = filepath.Join(d.cwd, p)
	}
	return filepath.Clean(p)
}

func (d *Disk) entry(p string) *diskEntry {
	d.mu.Lock()
	defer d.mu.Unlock()
	e := d.stats[p]
	if e == nil {
		e = &diskEntry{}
		if fi, err := os.Stat(p); err == nil {
			e.exists, e.dir, e.mode, e.size, e.mtime = true, fi.IsDir(), fi.Mode(), fi.Size(), fi.ModTime().UnixMilli()
		}
		d.stats[p] = e
	}
	return e
}

// contents is the file's bytes as first read.
func (d *Disk) contents(p string) ([]byte, error) {
	e := d.entry(p)
	d.mu.Lock()
	defer d.mu.Unlock()
	if !e.read {
		if e.exists && !e.dir && !e.mode.IsRegular() {
			e.err = errNotRegular // a device, pipe or socket: no snapshot
		} else {
			e.data, e.err = os.ReadFile(p)
		}
		e.read = true
		if e.err == nil {
			e.size = int64(len(e.data))
		}
	}
	return e.data, e.err
}

// names lists a directory as first listed.
func (d *Disk) names(p string) []string {
	e := d.entry(p)
	d.mu.Lock()
	defer d.mu.Unlock()
	if !e.listed {
		e.listed = true
		if ents, err := os.ReadDir(p); err == nil {
			for _, x := range ents {
				e.names = append(e.names, x.Name())
			}
		}
	}
	return e.names
}

// ioState is the VM state of files and standard input.
type ioState struct {
	fds      map[int32]openFile
	nextFD   int32
	over     map[string]*overFile // by absolute path; values are never changed, only replaced
	stdinPos int
	randPos  int64 // bytes UUID.randomUUID took from the random stream
}

// openFile is an open file descriptor.
type openFile struct {
	path          string // absolute
	pos           int64
	read, write   bool
	append, stdin bool
	// An open directory (opendir): its names as they were when it was
	// opened, in list's order; pos is the next one readdir gives.
	dir   bool
	names []string
}

// overFile is a path's state in the overlay: written contents, a directory
// made, or removed (gone).
type overFile struct {
	data  []byte
	dir   bool
	gone  bool
	mtime int64
}

func (s ioState) clone() ioState {
	c := s
	if s.fds != nil {
		c.fds = make(map[int32]openFile, len(s.fds))
		for k, f := range s.fds {
			c.fds[k] = f
		}
	}
	if s.over != nil {
		c.over = make(map[string]*overFile, len(s.over))
		for k, f := range s.over {
			c.over[k] = f
		}
	}
	return c
}

func (s *ioState) empty() bool {
	return len(s.fds) == 0 && len(s.over) == 0 && s.stdinPos == 0 && s.randPos == 0
}

// hash folds the I/O state into f (StateHash), in path and fd order.
func (s *ioState) hash(f *wordHash) {
	if s.empty() {
		return
	}
	f.word(strHash("io"))
	f.word(uint64(s.stdinPos))
	f.word(uint64(s.randPos))
	fds := make([]int32, 0, len(s.fds))
	for k := range s.fds {
		fds = append(fds, k)
	}
	sort.Slice(fds, func(i, j int) bool { return fds[i] < fds[j] })
	for _, k := range fds {
		o := s.fds[k]
		f.word(uint64(k))
		f.word(strHash(o.path))
		f.word(uint64(o.pos))
		var fl uint64
		for i, b := range []bool{o.read, o.write, o.append, o.stdin, o.dir} {
			if b {
				fl |= 1 << i
			}
		}
		f.word(fl)
		for _, n := range o.names {
			f.word(strHash(n))
		}
	}
	paths := make([]string, 0, len(s.over))
	for p := range s.over {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		o := s.over[p]
		f.word(strHash(p))
		f.word(strHash(string(o.data)))
		f.word(uint64(boolSlot(o.dir)) | uint64(boolSlot(o.gone))<<1)
	}
}

// pathKind says what is at an absolute path: the overlay's state, else the
// disk's.
type pathKind struct {
	exists, dir, over bool
	mode              os.FileMode
}

func (v *VM) kind(p string) pathKind {
	if devices[p] {
		return pathKind{exists: true, mode: os.ModeDevice | 0o666}
	}
	if o := v.io.over[p]; o != nil {
		return pathKind{exists: !o.gone, dir: o.dir, over: true, mode: 0o644}
	}
	e := v.disk.entry(p)
	return pathKind{exists: e.exists, dir: e.dir, mode: e.mode}
}

// fileData is a regular file's current contents.
func (v *VM) fileData(p string) ([]byte, error) {
	if o := v.io.over[p]; o != nil {
		return o.data, nil
	}
	return v.disk.contents(p)
}

func (v *VM) fileSize(p string) int64 {
	if devices[p] {
		return 0
	}
	if o := v.io.over[p]; o != nil {
		return int64(len(o.data))
	}
	return v.disk.size(p)
}

// size is a file's size: of its contents once read, else as first stat'ed.
func (d *Disk) size(p string) int64 {
	e := d.entry(p)
	d.mu.Lock()
	defer d.mu.Unlock()
	if e.read {
		return int64(len(e.data))
	}
	return e.size
}

func (v *VM) fileMtime(p string) int64 {
	if o := v.io.over[p]; o != nil {
		return o.mtime
	}
	return v.disk.entry(p).mtime
}

// setOver replaces p's overlay state.
func (v *VM) setOver(p string, o *overFile) {
	if v.io.over == nil {
		v.io.over = map[string]*overFile{}
	}
	o.mtime = epochMillis + v.clock/1e6
	v.io.over[p] = o
}

// list is a directory's entries, sorted: the disk's as first listed, with
// the overlay's creations and removals.
func (v *VM) list(p string) []string {
	set := map[string]bool{}
	if o := v.io.over[p]; o == nil || !o.gone {
		for _, n := range v.disk.names(p) {
			set[n] = true
		}
	}
	for q, o := range v.io.over {
		if filepath.Dir(q) == p && q != p {
			set[filepath.Base(q)] = !o.gone
		}
	}
	var names []string
	for n, ok := range set {
		if ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// openFD opens an absolute path; it returns the new descriptor.
func (v *VM) openFD(f openFile) int32 {
	if v.io.fds == nil {
		v.io.fds = map[int32]openFile{}
		if v.io.nextFD < 3 {
			v.io.nextFD = 3
		}
	}
	fd := v.io.nextFD
	v.io.nextFD++
	v.io.fds[fd] = f
	return fd
}

// readFD reads up to n bytes at fd's position; nil at the end.
func (v *VM) readFD(fd int32, n int) ([]byte, error) {
	if fd == 0 {
		return v.readStdin(n), nil
	}
	f, ok := v.io.fds[fd]
	if !ok || !f.read {
		return nil, errBadFD
	}
	if devices[f.path] {
		b := deviceRead(f.path, f.pos, n)
		f.pos += int64(len(b))
		v.io.fds[fd] = f
		return b, nil
	}
	data, err := v.fileData(f.path)
	if err != nil {
		return nil, err
	}
	if f.pos >= int64(len(data)) {
		return nil, nil
	}
	b := data[f.pos:min(int64(len(data)), f.pos+int64(n))]
	f.pos += int64(len(b))
	v.io.fds[fd] = f
	return b, nil
}

// writeFD writes b at fd's position (at the end when appending), into the
// overlay; fds 1 and 2 are the VM's stdout and stderr.
func (v *VM) writeFD(fd int32, b []byte) error {
	if fd == 1 || fd == 2 {
		v.write(int(fd), string(b))
		return nil
	}
	f, ok := v.io.fds[fd]
	if !ok || !f.write {
		return errBadFD
	}
	if devices[f.path] {
		return nil // written and gone
	}
	old, err := v.fileData(f.path)
	if err != nil {
		return err
	}
	if f.append {
		f.pos = int64(len(old))
	}
	end := f.pos + int64(len(b))
	if end > maxOverFile {
		return errTooLarge
	}
	data := make([]byte, max(int64(len(old)), end))
	copy(data, old)
	copy(data[f.pos:], b)
	v.setOver(f.path, &overFile{data: data})
	f.pos = end
	v.io.fds[fd] = f
	return nil
}

// truncate sets a file's length (RandomAccessFile.setLength).
func (v *VM) truncate(p string, n int64) error {
	if n > maxOverFile {
		return errTooLarge
	}
	old, err := v.fileData(p)
	if err != nil {
		return err
	}
	data := make([]byte, n)
	copy(data, old)
	v.setOver(p, &overFile{data: data})
	return nil
}

type ioError string

func (e ioError) Error() string { return string(e) }

const (
	errBadFD      = ioError("Bad file descriptor")
	errNotRegular = ioError("not a regular file")
	errTooLarge   = ioError("File too large")
)

// maxOverFile bounds a file in the overlay (1 GiB), which is memory.
const maxOverFile = 1 << 30

// devices are the device files the VM models: /dev/null (empty, writes
// vanish), /dev/zero, and /dev/random and /dev/urandom, which give the
// same bytes to every run: byte i of the stream is byte i%8 of
// SplitMix64's output for i/8, so the seeds SecureRandom takes from them
// (UUID.randomUUID, ...) are the same in every execution and every VM.
// Other devices, pipes and sockets are not modelled.
var devices = map[string]bool{"/dev/null": true, "/dev/zero": true, "/dev/random": true, "/dev/urandom": true}

func deviceRead(p string, pos int64, n int) []byte {
	switch p {
	case "/dev/null":
		return nil
	case "/dev/zero":
		return make([]byte, n)
	}
	b := make([]byte, n)
	for i := range b {
		k := pos + int64(i)
		b[i] = byte(splitmix64(uint64(k/8)) >> (8 * (k % 8)))
	}
	return b
}

// splitmix64 is SplitMix64's output for state x (one step from x).
func splitmix64(x uint64) uint64 {
	z := x + 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// readStdin reads up to n bytes of standard input at the VM's position:
// what earlier runs buffered, else one read of Config.Stdin.
func (v *VM) readStdin(n int) []byte {
	pos := v.io.stdinPos
	if pos >= len(v.stdin.buf) && !v.stdin.eof {
		if v.cfg.Stdin == nil {
			v.stdin.eof = true
		} else {
			chunk := make([]byte, max(n, 8192))
			k, err := v.cfg.Stdin.Read(chunk)
			v.stdin.buf = append(v.stdin.buf, chunk[:k]...)
			if err != nil || (k == 0 && isBytesReader(v.cfg.Stdin)) {
				v.stdin.eof = true
			}
		}
	}
	if pos >= len(v.stdin.buf) {
		return nil
	}
	b := v.stdin.buf[pos:min(len(v.stdin.buf), pos+n)]
	v.io.stdinPos += len(b)
	return b
}

func isBytesReader(r io.Reader) bool {
	switch r.(type) {
	case *bytes.Reader, *strings.Reader:
		return true
	}
	return false
}

// stdinBuf is standard input as read so far (environment, not VM state).
type stdinBuf struct {
	buf []byte
	eof bool
}

// File operations are visible operations: while several threads run, each
// is a scheduling point and an event on the file, named "file PATH" (a
// read of its contents, a write of them), so that strategies order two
// threads' operations on one file as they order accesses to a field. A
// read or write through a stream also writes the stream's position (field
// "position" of its FileDescriptor); reading standard input writes its
// position ("file <stdin>"). Creating, deleting or renaming a file also
// writes its directory's contents (its list of names).
const (
	fileContents = "contents"
	filePosition = "position"
)

type fileAccess struct {
	write bool
	obj   ObjectID
	field string
}

func fileRead(p string) fileAccess  { return fileAccess{false, fileID(p), fileContents} }
func fileWrite(p string) fileAccess { return fileAccess{true, fileID(p), fileContents} }

func fileID(p string) ObjectID { return ObjectID{Thread: fileThread, Site: classfile.Site{Class: p}} }

// IsFile reports whether id names a file (or standard input) rather than
// an object: the events of file operations are on such ids.
func (id ObjectID) IsFile() bool { return id.Thread == fileThread }

// fileOp makes the scheduling point of a file operation and reports its
// accesses; it returns errBlocked when another thread was chosen (the
// native then runs again when t resumes, without asking again).
func (v *VM) fileOp(t *Thread, acc ...fileAccess) error {
	if t == nil || len(acc) == 0 || !v.multi() {
		return nil
	}
	access := func(f fileAccess) Access {
		k := KRead
		if f.write {
			k = KWrite
		}
		return Access{Kind: k, Obj: f.obj, HasObj: true, Field: f.field}
	}
	if v.point(t, access(acc[0])) {
		return errBlocked
	}
	for _, f := range acc {
		v.emit(t, access(f), 0)
	}
	return nil
}

// streamAccess is the accesses of a read (write false) or write through
// the stream whose FileDescriptor is fdo, on descriptor fd.
func (v *VM) streamAccess(fdo Ref, fd int32, write bool) []fileAccess {
	if fd == 0 {
		return []fileAccess{{true, fileID("<stdin>"), filePosition}}
	}
	f, ok := v.io.fds[fd]
	if !ok || fd < 3 {
		return nil
	}
	return []fileAccess{{write, fileID(f.path), fileContents}, {true, v.obj(fdo).id, filePosition}}
}

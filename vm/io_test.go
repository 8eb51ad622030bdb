package vm

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// ioDisk is a Disk whose relative paths are resolved against dir.
func ioDisk(dir string) *Disk { return &Disk{cwd: dir, stats: map[string]*diskEntry{}} }

// copyTree copies directory src to dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// treeText lists a directory's files with their contents.
func treeText(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(dir, p)
		b.WriteString(rel)
		if !d.IsDir() {
			c, _ := os.ReadFile(p)
			b.WriteString(" " + string(c))
		}
		b.WriteString("\n")
		return nil
	})
	return b.String()
}

// TestConformanceIO: the programs of testdata/io read files and standard
// input. Each runs under `java -ea` and under the VM in its own copy of
// testdata/io/files, with Name.stdin (if any) as standard input; stdout
// and exit status must be the same, and the VM's copy must be unchanged
// (its writes go to the overlay).
func TestConformanceIO(t *testing.T) {
	needJDK(t)
	srcs, _ := filepath.Glob("testdata/io/*.java")
	tmp := t.TempDir()
	// Every program with release 17; those marked "release8:" with
	// release 8 too.
	builds := []struct{ rel, suffix string }{{"17", ""}, {"8", "/r8"}}
	var srcs8 []string
	for _, src := range srcs {
		if b, _ := os.ReadFile(src); bytes.Contains(b, []byte("// release8:")) {
			srcs8 = append(srcs8, src)
		}
	}
	fixture := treeText(t, "testdata/io/files")
	for _, b := range builds {
		files := srcs
		if b.rel == "8" {
			files = srcs8
		}
		classes := filepath.Join(tmp, "classes"+b.rel)
		if err := javac(b.rel, classes, files); err != nil {
			t.Fatal(err)
		}
		cp := openClassPath(t, classes)
		for _, src := range files {
			name := strings.TrimSuffix(filepath.Base(src), ".java")
			t.Run(name+b.suffix, func(t *testing.T) {
				stdin, _ := os.ReadFile(strings.TrimSuffix(src, ".java") + ".stdin")
				jdir, vdir := filepath.Join(tmp, name+b.rel+".java"), filepath.Join(tmp, name+b.rel+".vm")
				copyTree(t, "testdata/io/files", jdir)
				copyTree(t, "testdata/io/files", vdir)
				cmd := exec.Command("java", "-ea", "-cp", classes, name)
				cmd.Dir = jdir
				cmd.Stdin = bytes.NewReader(stdin)
				var jout, jerr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &jout, &jerr
				jexit := 0
				if err := cmd.Run(); err != nil {
					ee, ok := err.(*exec.ExitError)
					if !ok {
						t.Fatal(err)
					}
					jexit = ee.ExitCode()
				}
				var out, errb bytes.Buffer
				m, err := New(Config{ClassPath: cp, Stdout: &out, Stderr: &errb, Disk: ioDisk(vdir), Stdin: bytes.NewReader(stdin), MaxSteps: 100_000_000})
				if err != nil {
					t.Fatal(err)
				}
				o, err := m.Run(name, nil)
				if err != nil {
					t.Fatalf("VM: %v\nstdout:\n%s", err, out.String())
				}
				if out.String() != jout.String() || o.ExitCode != jexit {
					t.Errorf("java (exit %d):\n%s%s\nweft (exit %d):\n%s%s", jexit, jout.String(), jerr.String(), o.ExitCode, out.String(), errb.String())
				}
				if got := treeText(t, vdir); got != fixture {
					t.Errorf("the VM changed the files on disk:\n%s", got)
				}
			})
		}
	}
}

// TestIOSnapshotRestore: two threads read standard input and a file
// through shared streams and append to a file; after a restore to a pause
// the open streams' positions, the stdin position and the written file
// are as at the snapshot, and the continuation is the same as before.
func TestIOSnapshotRestore(t *testing.T) {
	ioSnapshotRestore(t, "IOThreads", []int64{1, 4, 9, 15})
}

// TestChannelSnapshotRestore: the same with a FileChannel shared by two
// threads and a directory stream each: the channel's position and the
// directory streams' descriptors are restored with the I/O state.
func TestChannelSnapshotRestore(t *testing.T) {
	ioSnapshotRestore(t, "ChannelThreads", []int64{1, 5, 12, 20})
}

// ioSnapshotRestore runs main of testdata/sched, with a words.txt and a
// standard input, pausing at each of the scheduling points at,
// snapshotting, continuing, restoring and continuing again with the same
// choices: the outputs and the state hashes must agree, and log.txt,
// which main writes, must not be on disk.
func ioSnapshotRestore(t *testing.T, main string, at []int64) {
	cp := schedClassPath(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "words.txt"), []byte("w1\nw2\nw3\nw4\nw5\nw6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	disk := ioDisk(dir)
	stdin := []byte("s1\ns2\ns3\ns4\n")
	for _, at := range at {
		var out bytes.Buffer
		rec := &Recorder{S: NewRandom(3)}
		ps := &pauseAt{n: at, s: rec}
		m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: ps, Disk: disk, Stdin: bytes.NewReader(stdin), MaxSteps: 50_000_000})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Start(main, nil); err != nil {
			t.Fatal(err)
		}
		if o, err := m.Continue(); err != nil || o.Status != Paused {
			t.Fatalf("pause at %d: %v %v", at, o, err)
		}
		h0 := m.StateHash()
		snap := m.Snapshot()
		idx := len(rec.Chosen)
		outLen := out.Len()
		if _, err := m.Continue(); err != nil {
			t.Fatal(err)
		}
		out1 := out.String()[outLen:]
		h1 := m.StateHash()
		if !strings.Contains(out1, "log:") {
			t.Fatalf("pause at %d: no log printed:\n%s", at, out.String())
		}
		m.Restore(snap)
		if h := m.StateHash(); h != h0 {
			t.Fatalf("pause at %d: state hash after restore %x, at snapshot %x", at, h, h0)
		}
		out.Truncate(outLen)
		m.sched = &Replay{Threads: append([]int(nil), rec.Chosen[idx:]...)}
		if _, err := m.Continue(); err != nil {
			t.Fatal(err)
		}
		if out2 := out.String()[outLen:]; out1 != out2 {
			t.Fatalf("pause at %d: outputs differ:\n%s\n--\n%s", at, out1, out2)
		}
		if h := m.StateHash(); h != h1 {
			t.Fatalf("pause at %d: final state hashes differ", at)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "log.txt")); !os.IsNotExist(err) {
		t.Fatalf("the VM wrote log.txt on disk (%v)", err)
	}
}

// TestIOStateHash: reading a byte moves the stream's position, which the
// state hash sees; the same read on another VM gives the same hash.
func TestIOStateHash(t *testing.T) {
	v := &VM{}
	var a, b wordHash
	v.io.hash(&a)
	v.io.hash(&b)
	if a != b {
		t.Fatal("empty I/O states hash differently")
	}
	fd := v.openFD(openFile{path: "/x", read: true})
	var c wordHash
	v.io.hash(&c)
	s := v.io.clone()
	f := v.io.fds[fd]
	f.pos++
	v.io.fds[fd] = f
	var d wordHash
	v.io.hash(&d)
	if c == d {
		t.Fatal("a stream's position is not in the state hash")
	}
	if s.fds[fd].pos != 0 {
		t.Fatal("a clone shares the open files with the live state")
	}
	v.io = s.clone()
	var e wordHash
	v.io.hash(&e)
	if e != c {
		t.Fatal("restoring the I/O state did not restore its hash")
	}
}

// TestUUIDDeterministic: UUID.randomUUID gives the same UUIDs on two VMs,
// and different ones within a run.
func TestUUIDDeterministic(t *testing.T) {
	outs := runTwice(t, "testdata/io/RandomUUID.java", "RandomUUID", "show")
	lines := strings.Split(strings.TrimSpace(outs[0]), "\n")
	if outs[0] != outs[1] || len(lines) != 3 || !strings.HasPrefix(lines[0], "4 2 36 false") {
		t.Fatalf("two runs:\n%s--\n%s", outs[0], outs[1])
	}
}

// TestOverlayBound: a write or a length past 1 GiB fails with "File too
// large" instead of allocating it (the overlay is memory).
func TestOverlayBound(t *testing.T) {
	v := &VM{disk: ioDisk(t.TempDir())}
	p := filepath.Join(v.disk.cwd, "big.bin")
	v.setOver(p, &overFile{})
	fd := v.openFD(openFile{path: p, write: true})
	f := v.io.fds[fd]
	f.pos = 1 << 40
	v.io.fds[fd] = f
	if err := v.writeFD(fd, []byte{1}); err != errTooLarge {
		t.Errorf("write at 1 TiB: %v", err)
	}
	if err := v.truncate(p, 1<<40); err != errTooLarge {
		t.Errorf("length 1 TiB: %v", err)
	}
	f.pos = 3
	v.io.fds[fd] = f
	if err := v.writeFD(fd, []byte{9}); err != nil {
		t.Fatal(err)
	}
	if b, _ := v.fileData(p); string(b) != "\x00\x00\x00\x09" {
		t.Errorf("write at 3: %q", b)
	}
}

// TestSecureRandomDeterministic: SecureRandom's seeds come from the
// modelled devices and the fixed system entropy, so two VMs print the same
// numbers (java prints others in every run).
func TestSecureRandomDeterministic(t *testing.T) {
	outs := runTwice(t, "testdata/seeds/SecureRandoms.java", "SecureRandoms")
	lines := strings.Split(strings.TrimSpace(outs[0]), "\n")
	if outs[0] != outs[1] || len(lines) != 3 || !strings.HasPrefix(lines[0], "NativePRNG ") {
		t.Fatalf("two runs:\n%s--\n%s", outs[0], outs[1])
	}
}

// runTwice compiles src and runs main with args on two fresh VMs; it
// returns their two stdouts.
func runTwice(t *testing.T, src, main string, args ...string) []string {
	t.Helper()
	needJDK(t)
	classes := t.TempDir()
	if err := javac("17", classes, []string{src}); err != nil {
		t.Fatal(err)
	}
	cp := openClassPath(t, classes)
	var outs []string
	for range 2 {
		var out bytes.Buffer
		m, err := New(Config{ClassPath: cp, Stdout: &out})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Run(main, args); err != nil {
			t.Fatal(err)
		}
		outs = append(outs, out.String())
	}
	return outs
}

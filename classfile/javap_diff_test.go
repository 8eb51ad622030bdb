package classfile

// Differential test of the decoder and the disassembler against the JDK's
// javap: for the classes of testdata/java (compiled here with --release 8
// and 17), of the benchmark jars and of java.base, every method's
// instructions (offset, mnemonic, operands, resolved constant), exception
// table, LineNumberTable and LocalVariableTable must read the same in
// `javap -c -p -s -l` and in Disassemble.

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// jpClass is one class as javap (or Disassemble) prints it.
type jpClass struct {
	Header  string
	Members []*jpMember
}

// jpMember is a field or method: its declaration line, its descriptor, its
// instructions and its tables ("Exception table", "LineNumberTable",
// "LocalVariableTable"; each line with its blanks normalized).
type jpMember struct {
	Decl, Desc string
	HasCode    bool
	Code       []jpInsn
	Tables     map[string][]string
}

// jpInsn is one instruction line. Ops holds the operands with blanks
// normalized (a switch's entries appended as "key:target"), Comment the
// resolved constant after "// ".
type jpInsn struct {
	PC            int
	Mnemonic, Ops string
	Comment       string
}

func (in jpInsn) String() string {
	s := fmt.Sprintf("%d: %s %s", in.PC, in.Mnemonic, in.Ops)
	if in.Comment != "" {
		s += " // " + in.Comment
	}
	return s
}

var (
	jpInsnRE   = regexp.MustCompile(`^ +(\d+): (\S+) *(.*)$`)
	jpSwitchRE = regexp.MustCompile(`^ +(-?\d+|default): (-?\d+)$`)
)

// parseJavap splits javap's output for one or more classes.
func parseJavap(out string) ([]*jpClass, error) {
	var (
		classes []*jpClass
		cl      *jpClass
		m       *jpMember
		section string
	)
	lines := strings.Split(out, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		bad := func(msg string) error { return fmt.Errorf("javap output line %d: %s: %q", i+1, msg, line) }
		switch {
		case line == "" || strings.HasPrefix(line, "Compiled from "):
			continue
		case !strings.HasPrefix(line, " "):
			if line == "}" {
				if cl == nil {
					return nil, bad("} outside a class")
				}
				cl, m = nil, nil
				continue
			}
			if !strings.HasSuffix(line, "{") || cl != nil {
				return nil, bad("unexpected line")
			}
			cl = &jpClass{Header: line}
			classes = append(classes, cl)
			continue
		}
		if cl == nil {
			return nil, bad("line outside a class")
		}
		indent := len(line) - len(strings.TrimLeft(line, " "))
		text := strings.TrimSpace(line)
		if indent == 2 {
			m = &jpMember{Decl: text, Tables: map[string][]string{}}
			cl.Members = append(cl.Members, m)
			section = ""
			continue
		}
		if m == nil {
			return nil, bad("line outside a member")
		}
		if section == "Code" {
			if g := jpInsnRE.FindStringSubmatch(line); g != nil {
				pc, _ := strconv.Atoi(g[1])
				in := jpInsn{PC: pc, Mnemonic: g[2]}
				rest := g[3]
				if in.Mnemonic == "tableswitch" || in.Mnemonic == "lookupswitch" {
					ops := []string{strings.Join(strings.Fields(rest), " ")}
					for i+1 < len(lines) {
						i++
						if strings.TrimSpace(lines[i]) == "}" {
							break
						}
						s := jpSwitchRE.FindStringSubmatch(lines[i])
						if s == nil {
							return nil, fmt.Errorf("javap output line %d: bad switch entry %q", i+1, lines[i])
						}
						ops = append(ops, s[1]+":"+s[2])
					}
					in.Ops = strings.Join(ops, " ")
				} else {
					ops, comment, _ := strings.Cut(rest, "//")
					in.Ops = strings.Join(strings.Fields(ops), " ")
					in.Comment = strings.TrimSpace(comment)
				}
				m.Code = append(m.Code, in)
				continue
			}
		}
		if indent == 4 {
			name, val, _ := strings.Cut(text, ":")
			switch name {
			case "descriptor":
				m.Desc = strings.TrimSpace(val)
				section = ""
			case "Code":
				m.HasCode = true
				section = name
			case "Exception table", "LineNumberTable", "LocalVariableTable":
				section = name
				m.Tables[name] = []string{}
			default:
				section = "" // e.g. ConstantValue, which only Disassemble prints
			}
			continue
		}
		if section == "Exception table" || section == "LineNumberTable" || section == "LocalVariableTable" {
			m.Tables[section] = append(m.Tables[section], strings.Join(strings.Fields(text), " "))
			continue
		}
		if section == "" {
			continue // continuation of a section we do not compare
		}
		return nil, bad("unexpected line in " + section)
	}
	if cl != nil {
		return nil, fmt.Errorf("javap output ends inside class %q", cl.Header)
	}
	return classes, nil
}

// headerName extracts the dotted class name from a class header line
// ("public final class java.util.HashMap$Node<K, V> implements …").
func headerName(h string) string {
	f := strings.Fields(h)
	for i, w := range f {
		if (w == "class" || w == "interface" || w == "@interface" || w == "module") && i+1 < len(f) {
			n := f[i+1]
			if j := strings.IndexByte(n, '<'); j >= 0 {
				n = n[:j]
			}
			return n
		}
	}
	return ""
}

// sameComment compares instruction comments. Float and double constants
// are compared by value: JDK 17's Double.toString sometimes prints a digit
// more than the shortest form that Disassemble prints.
func sameComment(a, b string) bool {
	if a == b {
		return true
	}
	for kind, bits := range map[string]int{"float ": 32, "double ": 64} {
		if strings.HasPrefix(a, kind) && strings.HasPrefix(b, kind) {
			x, y := javaNumber(a[len(kind):], bits), javaNumber(b[len(kind):], bits)
			return x == y || (math.IsNaN(x) && math.IsNaN(y))
		}
	}
	return false
}

func javaNumber(s string, bits int) float64 {
	s = strings.TrimRight(s, "fd")
	switch s {
	case "Infinity":
		return math.Inf(1)
	case "-Infinity":
		return math.Inf(-1)
	}
	f, err := strconv.ParseFloat(s, bits)
	if err != nil {
		return math.NaN()
	}
	return f
}

// diffStats counts what a comparison covered.
type diffStats struct {
	mu                            sync.Mutex
	classes, methods, instrs      int
	mnemonics                     map[string]int
	lineTables, handlers, localVT int
}

func (s *diffStats) add(o *diffStats) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.classes += o.classes
	s.methods += o.methods
	s.instrs += o.instrs
	s.lineTables += o.lineTables
	s.handlers += o.handlers
	s.localVT += o.localVT
	if s.mnemonics == nil {
		s.mnemonics = map[string]int{}
	}
	for k, v := range o.mnemonics {
		s.mnemonics[k] += v
	}
}

// compareClass compares javap's dump of one class with Disassemble's and
// returns the differences (at most a few per class).
func compareClass(want *jpClass, cf *ClassFile, st *diffStats) []string {
	var buf bytes.Buffer
	if err := Disassemble(&buf, cf); err != nil {
		return []string{fmt.Sprintf("Disassemble: %v", err)}
	}
	gotAll, err := parseJavap(buf.String())
	if err != nil || len(gotAll) != 1 {
		return []string{fmt.Sprintf("reparsing Disassemble's output: %d classes, %v", len(gotAll), err)}
	}
	got := gotAll[0]
	var diffs []string
	report := func(format string, args ...any) bool {
		diffs = append(diffs, fmt.Sprintf(format, args...))
		return len(diffs) < 5
	}
	if hw, hg := headerName(want.Header), headerName(got.Header); hw != hg {
		report("class header: javap %q, weft %q", want.Header, got.Header)
		return diffs
	}
	if want.Header != got.Header {
		report("class header:\n\tjavap: %s\n\tweft:  %s", want.Header, got.Header)
	}
	if len(want.Members) != len(got.Members) {
		report("javap prints %d members, weft %d", len(want.Members), len(got.Members))
		return diffs
	}
	st.classes++
	for i, wm := range want.Members {
		gm := got.Members[i]
		where := wm.Decl
		if wm.Decl != gm.Decl && wm.Desc == gm.Desc {
			if !report("declaration:\n\tjavap: %s\n\tweft:  %s", wm.Decl, gm.Decl) {
				return diffs
			}
		}
		if wm.Desc != gm.Desc || wm.HasCode != gm.HasCode {
			if !report("member %d: javap %q %s (code %v), weft %q %s (code %v)", i, wm.Decl, wm.Desc, wm.HasCode, gm.Decl, gm.Desc, gm.HasCode) {
				return diffs
			}
			continue
		}
		if !wm.HasCode {
			continue
		}
		st.methods++
		n := len(wm.Code)
		if len(gm.Code) != n {
			if !report("%s: javap has %d instructions, weft %d", where, len(wm.Code), len(gm.Code)) {
				return diffs
			}
			n = min(n, len(gm.Code))
		}
		for j := 0; j < n; j++ {
			w, g := wm.Code[j], gm.Code[j]
			if w.PC != g.PC || w.Mnemonic != g.Mnemonic || w.Ops != g.Ops || !sameComment(w.Comment, g.Comment) {
				if !report("%s:\n\tjavap: %s\n\tweft:  %s", where, w, g) {
					return diffs
				}
				break
			}
			st.instrs++
			st.mnemonics[w.Mnemonic]++
		}
		for _, tbl := range []string{"Exception table", "LineNumberTable", "LocalVariableTable"} {
			wt, gt := wm.Tables[tbl], gm.Tables[tbl]
			if strings.Join(wt, "\n") != strings.Join(gt, "\n") {
				if !report("%s: %s differs:\n\tjavap: %q\n\tweft:  %q", where, tbl, wt, gt) {
					return diffs
				}
			}
		}
		st.lineTables += len(wm.Tables["LineNumberTable"])
		st.handlers += len(wm.Tables["Exception table"])
		st.localVT += len(wm.Tables["LocalVariableTable"])
	}
	return diffs
}

// javapTool returns the path of javap, or skips the test. It prefers the
// JDK whose java.base the other tests read.
func javapTool(t *testing.T) string {
	t.Helper()
	if home, err := JavaHome(); err == nil {
		if p := filepath.Join(home, "bin", "javap"); fileExists(p) {
			return p
		}
	}
	p, err := exec.LookPath("javap")
	if err != nil {
		t.Skip("javap not found in $JAVA_HOME/bin or on PATH: install a JDK to run the differential test")
	}
	return p
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// javapDiff runs javap on the named classes (internal names) in batches,
// in parallel, and compares each with Disassemble of load(name). args
// selects where javap finds the classes (-cp …, --module …).
func javapDiff(t *testing.T, javap string, args []string, names []string, load func(string) ([]byte, string, error)) *diffStats {
	t.Helper()
	total := &diffStats{mnemonics: map[string]int{}}
	const batch = 250
	var batches [][]string
	for i := 0; i < len(names); i += batch {
		batches = append(batches, names[i:min(i+batch, len(names))])
	}
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		failures int
		next     int
	)
	fail := func(format string, a ...any) {
		mu.Lock()
		defer mu.Unlock()
		failures++
		if failures <= 30 {
			t.Errorf(format, a...)
		} else if failures == 31 {
			t.Errorf("… further differences not shown")
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(batches))
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				if next >= len(batches) {
					mu.Unlock()
					return
				}
				b := batches[next]
				next++
				mu.Unlock()
				st := &diffStats{mnemonics: map[string]int{}}
				dotted := make([]string, len(b))
				for i, n := range b {
					dotted[i] = DottedName(n)
				}
				cmd := exec.Command(javap, append(append([]string{
					"-J-Dsun.stdout.encoding=UTF-8", "-J-Dfile.encoding=UTF-8",
					"-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC",
					"-c", "-p", "-s", "-l"}, args...), dotted...)...)
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				out, err := cmd.Output()
				if err != nil {
					fail("javap %s %s…: %v\n%s", strings.Join(args, " "), dotted[0], err, stderr.String())
					continue
				}
				classes, err := parseJavap(string(out))
				if err != nil {
					fail("%v", err)
					continue
				}
				if len(classes) != len(b) {
					fail("javap printed %d classes for a batch of %d starting at %s", len(classes), len(b), dotted[0])
					continue
				}
				for i, n := range b {
					if hn := headerName(classes[i].Header); hn != dotted[i] {
						fail("javap batch out of step: class %d is %q, want %s", i, hn, dotted[i])
						break
					}
					data, origin, err := load(n)
					if err != nil {
						fail("%s: %v", n, err)
						continue
					}
					cf, err := Parse(data, origin)
					if err != nil {
						fail("%v", err)
						continue
					}
					if diffs := compareClass(classes[i], cf, st); len(diffs) > 0 {
						fail("%s: weft and javap differ:\n%s", origin, strings.Join(diffs, "\n"))
					}
				}
				total.add(st)
			}
		}()
	}
	wg.Wait()
	return total
}

func (s *diffStats) log(t *testing.T, what string) {
	t.Helper()
	t.Logf("%s: compared %d classes, %d methods, %d instructions (%d distinct mnemonics), %d exception-table, %d line-number and %d local-variable entries against javap",
		what, s.classes, s.methods, s.instrs, len(s.mnemonics), s.handlers, s.lineTables, s.localVT)
}

// javacTool returns the path of javac, or skips.
func javacTool(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("javac")
	if err != nil {
		t.Skip("javac not found: install a JDK to compile the test classes")
	}
	return p
}

// bigLoopSource is a method too long for 16-bit branch offsets, so javac
// emits goto_w.
func bigLoopSource() string {
	var b strings.Builder
	b.WriteString("public class BigLoop {\n  static int run(int n, int k) {\n    int s = 0;\n    for (int i = 0; i < n; i++) {\n")
	for i := 0; i < 4000; i++ {
		fmt.Fprintf(&b, "      s += i * %d + k;\n", i%100+7)
	}
	b.WriteString("    }\n    return s;\n  }\n}\n")
	return b.String()
}

// compileTestdata compiles testdata/java for --release 8 (release8/) and 17
// (release8/ and release17/), plus the generated BigLoop, and returns the
// output directories.
func compileTestdata(t *testing.T) map[string]string {
	t.Helper()
	javac := javacTool(t)
	tmp := t.TempDir()
	big := filepath.Join(tmp, "src", "BigLoop.java")
	if err := os.MkdirAll(filepath.Dir(big), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(big, []byte(bigLoopSource()), 0o644); err != nil {
		t.Fatal(err)
	}
	src8, _ := filepath.Glob("testdata/java/release8/*.java")
	src17, _ := filepath.Glob("testdata/java/release17/*.java")
	if len(src8) == 0 || len(src17) == 0 {
		t.Fatal("no Java sources in testdata/java/release8 and release17")
	}
	dirs := map[string]string{}
	for _, rel := range []struct {
		release string
		srcs    []string
	}{
		{"8", append(append([]string{}, src8...), big)},
		{"17", append(append(append([]string{}, src8...), src17...), big)},
	} {
		out := filepath.Join(tmp, "release"+rel.release)
		args := append([]string{"--release", rel.release, "-g", "-nowarn", "-encoding", "UTF-8", "-d", out}, rel.srcs...)
		if b, err := exec.Command(javac, args...).CombinedOutput(); err != nil {
			t.Fatalf("javac %s: %v\n%s", strings.Join(args, " "), err, b)
		}
		dirs[rel.release] = out
	}
	return dirs
}

func TestJavapDiffTestdata(t *testing.T) {
	javap := javapTool(t)
	for release, dir := range compileTestdata(t) {
		d, err := OpenDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		names := d.Names()
		st := javapDiff(t, javap, []string{"-cp", dir}, names, func(n string) ([]byte, string, error) {
			b, origin, _, err := d.Find(n)
			return b, origin, err
		})
		st.log(t, "testdata --release "+release)
		for _, op := range []string{"tableswitch", "lookupswitch", "invokeinterface", "invokedynamic",
			"multianewarray", "newarray", "ldc2_w", "iinc_w", "lstore_w", "goto_w", "iinc", "checkcast"} {
			if st.mnemonics[op] == 0 && !t.Failed() {
				t.Errorf("--release %s: testdata exercises no %s", release, op)
			}
		}
	}
}

// benchmarkJarsDir is where the benchmark jars are built, or
// $WEFT_BENCHMARK_JARS to test another directory of jars.
func benchmarkJarsDir() string {
	if d := os.Getenv("WEFT_BENCHMARK_JARS"); d != "" {
		return d
	}
	return filepath.Join("..", "benchmarks", "jars")
}

func TestJavapDiffBenchmarks(t *testing.T) {
	javap := javapTool(t)
	dir := benchmarkJarsDir()
	jars, _ := filepath.Glob(filepath.Join(dir, "*.jar"))
	if len(jars) == 0 {
		t.Skipf("no benchmark jars in %s: build them with `make jars` (benchmarks/build.sh)", dir)
	}
	// One javap per jar, as many at a time as there are CPUs.
	total := &diffStats{mnemonics: map[string]int{}}
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for _, jar := range jars {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			a, err := OpenJar(jar)
			if err != nil {
				t.Errorf("%v", err)
				return
			}
			defer a.Close()
			var names []string
			for _, n := range a.Names() {
				if !strings.HasSuffix(n, "module-info") { // javap prints modules in another form
					names = append(names, n)
				}
			}
			if len(names) == 0 {
				return
			}
			st := javapDiff(t, javap, []string{"-cp", jar}, names, func(n string) ([]byte, string, error) {
				b, origin, _, err := a.Find(n)
				return b, origin, err
			})
			total.add(st)
		}()
	}
	wg.Wait()
	total.log(t, fmt.Sprintf("%d benchmark jars", len(jars)))
}

// jlinkRegenerated are the java.base classes that jlink rewrites when it
// builds the run-time image javap reads (GenerateJLIClassesPlugin,
// SystemModulesPlugin), so they differ from the jmod's copy.
var jlinkRegenerated = map[string]bool{
	"java/lang/invoke/DelegatingMethodHandle$Holder": true,
	"java/lang/invoke/DirectMethodHandle$Holder":     true,
	"java/lang/invoke/Invokers$Holder":               true,
	"java/lang/invoke/LambdaForm$Holder":             true,
	"jdk/internal/module/SystemModulesMap":           true,
}

// TestJavapDiffJavaBase compares over 2000 classes of java.base. It reads the classes from the run-time
// image lib/modules, as javap does; from the jmod if there is no image.
func TestJavapDiffJavaBase(t *testing.T) {
	javap := javapTool(t)
	var (
		all  []string
		load func(string) ([]byte, string, error)
	)
	if home, err := JavaHome(); err == nil && fileExists(filepath.Join(home, "lib", "modules")) {
		im := openJavaBaseImage(t)
		defer im.Close()
		all = im.Names()
		load = func(n string) ([]byte, string, error) {
			b, origin, ok, err := im.Find(n)
			if !ok && err == nil {
				err = fmt.Errorf("not in %s", im)
			}
			return b, origin, err
		}
	} else {
		classes := loadJavaBase(t)
		for n := range classes {
			if n != "module-info" && !jlinkRegenerated[n] {
				all = append(all, n)
			}
		}
		sort.Strings(all)
		load = func(n string) ([]byte, string, error) {
			return classes[n], "java.base.jmod!classes/" + n + ".class", nil
		}
	}
	// Every second class (about 3200) by default, every third with -short,
	// all of them with WEFT_JAVAP_ALL=1: a minute of javap on 2 cores.
	step := 2
	if testing.Short() {
		step = 3
	}
	if os.Getenv("WEFT_JAVAP_ALL") != "" {
		step = 1
	}
	var names []string
	for i, n := range all {
		if i%step == 0 {
			names = append(names, n)
		}
	}
	if len(names) < 2000 {
		t.Fatalf("only %d java.base classes to compare", len(names))
	}
	st := javapDiff(t, javap, []string{"--module", "java.base"}, names, load)
	st.log(t, "java.base")
	if !t.Failed() && st.classes != len(names) {
		t.Errorf("compared %d classes of %d", st.classes, len(names))
	}
}

package benchmarks

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"weft/classfile"
)

// The 23 suite-A cases of BENCHMARKS.md (thesis Table 3.2).
var suiteANames = []string{
	"twostage", "wronglock", "producerconsumer", "blockbarrier", "reorder",
	"deadlock.d1", "deadlock.d2", "diningphilosopher", "losenotify", "clean",
	"nestedmonitor", "alarmclock", "raxextend", "daisy", "RW-deadlock",
	"RW-exception", "replicatedworker", "boundedbuffer", "linkedlist", "piper",
	"account-race", "account-deadlock", "account-subtype",
}

func TestManifestCoversSuiteA(t *testing.T) {
	s, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range suiteANames {
		c := s.Case(n)
		if c == nil {
			t.Errorf("suite A case %s missing from suite.json", n)
			continue
		}
		if c.Suite != "A" {
			t.Errorf("%s: suite %q", n, c.Suite)
		}
		ref, err := c.SuiteA()
		if err != nil {
			t.Errorf("%s: reference: %v", n, err)
		} else if ref.PEGNodes == 0 || ref.SLOC == 0 {
			t.Errorf("%s: reference figures missing: %+v", n, ref)
		}
		if c.Bug.Kind == BugNone || len(c.Races) == 0 {
			t.Errorf("%s: every suite-A case has a documented bug and its racing accesses", n)
		}
	}
	if got := len(s.Filter("A")); got != len(suiteANames) {
		t.Errorf("suite A has %d cases, want %d", got, len(suiteANames))
	}
}

// Every case names a built jar whose main class has a main method, a valid
// bug kind, and racing sites that point at real source lines.
func TestManifestEntriesAreReal(t *testing.T) {
	s, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Cases) == 0 {
		t.Fatal("suite.json lists no cases")
	}
	seen := map[string]bool{}
	for _, c := range s.Cases {
		if seen[c.Name] {
			t.Errorf("duplicate case %s", c.Name)
		}
		seen[c.Name] = true
		if c.Threads < 1 {
			t.Errorf("%s: threads %d", c.Name, c.Threads)
		}
		switch c.Bug.Kind {
		case BugException, BugAssertion:
			if c.Bug.Exception == "" {
				t.Errorf("%s: bug kind %s without exception class", c.Name, c.Bug.Kind)
			}
		case BugDeadlock, BugNone:
		default:
			t.Errorf("%s: unknown bug kind %q", c.Name, c.Bug.Kind)
		}
		checkJar(t, s, c)
		for _, r := range c.Races {
			switch r.Kind {
			case "RW", "MM", "WM", "WN":
			default:
				t.Errorf("%s: race %s has kind %q", c.Name, r.Var, r.Kind)
			}
			if len(r.Sites) != 2 {
				t.Errorf("%s: race %s has %d sites, want 2", c.Name, r.Var, len(r.Sites))
			}
			for _, site := range r.Sites {
				checkSite(t, s.SourceDir(c), c.Name, site)
			}
		}
	}
}

func checkJar(t *testing.T, s *Suite, c *Case) {
	t.Helper()
	jar, err := classfile.OpenJar(s.JarPath(c))
	if err != nil {
		t.Errorf("%s: %v (run make jars)", c.Name, err)
		return
	}
	defer jar.Close()
	data, origin, ok, err := jar.Find(classfile.InternalName(c.Main))
	if err != nil || !ok {
		t.Errorf("%s: main class %s not in %s (%v)", c.Name, c.Main, c.Jar, err)
		return
	}
	cf, err := classfile.Parse(data, origin)
	if err != nil {
		t.Errorf("%s: %v", c.Name, err)
		return
	}
	if m := cf.Method("main", "([Ljava/lang/String;)V"); m == nil || !m.IsStatic() {
		t.Errorf("%s: %s has no static main(String[])", c.Name, c.Main)
	}
	if cf.Major != 52 {
		t.Errorf("%s: class version %d, want 52 (javac --release 8)", c.Name, cf.Major)
	}
}

// checkSite checks that "File.java:line" names a non-blank line of a source
// file in the case's directory.
func checkSite(t *testing.T, dir, name, site string) {
	t.Helper()
	file, lineStr, ok := strings.Cut(site, ":")
	line, err := strconv.Atoi(lineStr)
	if !ok || err != nil || line < 1 {
		t.Errorf("%s: site %q is not File.java:line", name, site)
		return
	}
	var path string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && d.Name() == file {
			path = p
		}
		return nil
	})
	if path == "" {
		t.Errorf("%s: site %s: no %s under %s", name, site, file, dir)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Error(err)
		return
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if n == line {
			if strings.TrimSpace(sc.Text()) == "" {
				t.Errorf("%s: site %s is a blank line", name, site)
			}
			return
		}
	}
	t.Errorf("%s: site %s is past the end of %s", name, site, path)
}

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// lostSrc is a lost update; fixed takes the same program with its
// increment synchronized, passes with its check relaxed (the same
// scheduling points, no failure).
const lostSrc = `public class Lost {
    static int count;

    static void increment() {
        int c = count;
        count = c + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(Lost::increment);
        Thread t2 = new Thread(Lost::increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        if (count != 2) {
            throw new IllegalStateException("lost update: count = " + count);
        }
    }
}
`

// TestReplayMisfit: a trace that does not fit the program it replays
// exits 3 and says so, naming the decision, what the trace asked for,
// and the threads that could run there with their lines: one edited to
// choose a thread the program does not have, one cut short, one of
// another program (the lost update's schedule on a version whose
// increment is synchronized: a thread the trace chooses is blocked or
// waits). A trace that fits a program which no longer fails still says
// so, with exit 2. So for the trace of each strategy (before, all of
// them said "the program no longer fails", exit 2).
func TestReplayMisfit(t *testing.T) {
	lost := runCompileJava(t, map[string]string{"Lost.java": lostSrc})
	fixed := runCompileJava(t, map[string]string{"Lost.java": strings.Replace(lostSrc, "static void increment", "static synchronized void increment", 1)})
	passes := runCompileJava(t, map[string]string{"Lost.java": strings.Replace(lostSrc, "count != 2", "count > 2", 1)})
	tmp := t.TempDir()
	for _, s := range []string{"vsched", "dfs", "dpor", "pct", "random", "unfold"} {
		trace := filepath.Join(tmp, s+".json")
		if out, errs, code := runWeft(t, "explore", "--strategy", s, "--timeout", "2m", "--trace", trace, "--cp", lost, "Lost"); code != 1 {
			t.Fatalf("%s: explore: exit %d, want 1\n%s%s", s, code, out, errs)
		}
		b, err := os.ReadFile(trace)
		if err != nil {
			t.Fatal(err)
		}
		var tr map[string]any
		if err := json.Unmarshal(b, &tr); err != nil {
			t.Fatal(err)
		}
		ds := tr["decisions"].([]any)
		n := len(ds)
		edit := func(name string, f func(map[string]any)) string {
			c := map[string]any{}
			for k, v := range tr {
				c[k] = v
			}
			f(c)
			b, err := json.Marshal(c)
			if err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(tmp, s+"-"+name+".json")
			if err := os.WriteFile(p, b, 0o644); err != nil {
				t.Fatal(err)
			}
			return p
		}
		k := n / 2
		missing := edit("missing", func(c map[string]any) {
			d := append([]any(nil), ds...)
			d[k] = 9
			c["decisions"] = d
		})
		cut := edit("cut", func(c map[string]any) { c["decisions"] = ds[:k] })
		other := edit("other", func(c map[string]any) { c["classpath"] = []string{fixed} })
		fits := edit("fits", func(c map[string]any) { c["classpath"] = []string{passes} })
		// A choice: a thread, and what it would do at which line.
		choice := `thread \d "[^"]+" \([^()]+( at \w+\.java:\d+ in [\w.$]+)?\)`
		for _, c := range []struct {
			path string
			code int
			want string // a regexp of the line after "weft: replay: PATH: "
		}{
			{trace, 1, ""},
			{missing, 3, regexp.QuoteMeta(fmt.Sprintf("the trace does not fit this program: its decision %d of %d runs thread 9, but the program has no thread 9 there (threads 0 to 2 have started); at that point ", k+1, n)) +
				`(only ` + choice + ` can run|\d threads can run: ` + choice + `(, ` + choice + `)+); the trace is of another program, was edited or cut short, or the program changed since it was written: explore it again`},
			{cut, 3, regexp.QuoteMeta(fmt.Sprintf("the trace does not fit this program: its %d decisions end before the recorded failure, and the program goes on; at that point ", k)) +
				`(only ` + choice + ` can run|\d threads can run: ` + choice + `(, ` + choice + `)+); the trace is of another`},
			{other, 3, `the trace does not fit this program: its decision \d+ of ` + fmt.Sprint(n) + ` runs thread \d, but thread \d "[^"]+" is (BLOCKED at [\w.]+\.java:\d+ in [\w.]+, waits for the lock of class Lost held by|WAITING at Lost\.java:1[45] in Lost\.main, waits for) thread \d "[^"]+".*; at that point only ` + choice + ` can run; the trace is of another`},
			{fits, 2, regexp.QuoteMeta("the program no longer fails: the replay completed normally") + `\n$`},
		} {
			out, errs, code := runWeft(t, "replay", c.path)
			if c.code == 1 {
				if code != 1 || !strings.Contains(out, "lost update: count = 1") {
					t.Errorf("%s: replay: exit %d, want 1 and the lost update\n%s%s", s, code, out, errs)
				}
				continue
			}
			re := regexp.MustCompile("^weft: replay: " + regexp.QuoteMeta(c.path) + ": " + c.want)
			if code != c.code || out != "" || !re.MatchString(errs) || strings.Count(errs, "\n") != 1 {
				t.Errorf("%s: replay %s: exit %d, stdout %q, stderr %q\nwant %d and one line matching %s", s, filepath.Base(c.path), code, out, errs, c.code, re)
			}
		}
	}
	if out, _, _ := runWeft(t, "replay", "--help"); !strings.Contains(out, "3 the trace does not\n   fit the program") {
		t.Errorf("replay --help does not document exit status 3:\n%s", out)
	}
}

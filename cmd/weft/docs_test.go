package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"
)

// TestDocLinks checks that every relative markdown link in README.md,
// docs/*.md and benchmarks/*.md names a file of the repository and, when
// it has a #fragment into a markdown file, one of that file's headings
// (as GitHub makes anchors of them). It reads only link targets and
// headings, not what the documents say.
func TestDocLinks(t *testing.T) {
	root := filepath.Join("..", "..")
	files := []string{filepath.Join(root, "README.md")}
	for _, pat := range []string{"docs/*.md", "benchmarks/*.md"} {
		m, err := filepath.Glob(filepath.Join(root, pat))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 3 {
		t.Fatalf("found only %v", files)
	}
	links := 0
	for _, f := range files {
		for _, l := range mdLinks(t, f) {
			links++
			if err := checkLink(f, l.target); err != "" {
				t.Errorf("%s:%d: link %q: %s", f, l.line, l.target, err)
			}
		}
	}
	if links == 0 {
		t.Fatal("no links found: the link pattern is broken")
	}
}

type mdLink struct {
	line   int
	target string
}

var (
	mdLinkRE   = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	codeSpanRE = regexp.MustCompile("`[^`]*`")
	headingRE  = regexp.MustCompile(`^#{1,6} +(.*?) *$`)
	slugDropRE = regexp.MustCompile(`[^\p{L}\p{N}_\- ]`)
)

// mdLinks returns the links of a markdown file outside code blocks and
// code spans.
func mdLinks(t *testing.T, path string) []mdLink {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []mdLink
	fence := false
	for i, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "```") {
			fence = !fence
			continue
		}
		if fence {
			continue
		}
		line = codeSpanRE.ReplaceAllString(line, "")
		for _, m := range mdLinkRE.FindAllStringSubmatch(line, -1) {
			out = append(out, mdLink{i + 1, m[1]})
		}
	}
	return out
}

// checkLink returns what is wrong with a link of file from, or "".
func checkLink(from, target string) string {
	if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
		return ""
	}
	path, frag, _ := strings.Cut(target, "#")
	file := from
	if path != "" {
		file = filepath.Join(filepath.Dir(from), filepath.FromSlash(path))
	}
	if _, err := os.Stat(file); err != nil {
		return "no such file"
	}
	if frag == "" || !strings.HasSuffix(file, ".md") {
		return ""
	}
	anchors, err := mdAnchors(file)
	if err != nil {
		return err.Error()
	}
	if !anchors[frag] {
		return "no heading with anchor #" + frag + " in " + file
	}
	return ""
}

// mdAnchors returns the anchors GitHub gives a markdown file's headings:
// lower case, punctuation other than '-' and '_' dropped, spaces made '-'.
func mdAnchors(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	anchors := map[string]bool{}
	fence := false
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "```") {
			fence = !fence
			continue
		}
		if m := headingRE.FindStringSubmatch(line); m != nil && !fence {
			anchors[mdSlug(m[1])] = true
		}
	}
	return anchors, nil
}

func mdSlug(heading string) string {
	s := slugDropRE.ReplaceAllString(strings.ToLower(heading), "")
	return strings.ReplaceAll(s, " ", "-")
}

func TestMdSlug(t *testing.T) {
	for heading, want := range map[string]string{
		"`Object.notify`'s choice of waiter":                     "objectnotifys-choice-of-waiter",
		"Time as a scheduling choice: `--time free`":             "time-as-a-scheduling-choice---time-free",
		"JDK modules beyond java.base":                           "jdk-modules-beyond-javabase",
		"Entry points other than `main`: `--entry` and `--test`": "entry-points-other-than-main---entry-and---test",
	} {
		if got := mdSlug(heading); got != want {
			t.Errorf("mdSlug(%q) = %q, want %q", heading, got, want)
		}
	}
}

// TestDocFlags checks that every flag the documents show on a weft command
// (in code spans and code blocks of README.md and docs/*.md: `weft explore
// --strategy dpor`, `bin/weft bench unfold --timeout 20s`) is a flag of
// that command, so that a renamed or removed flag does not linger in them.
func TestDocFlags(t *testing.T) {
	root := filepath.Join("..", "..")
	files := []string{filepath.Join(root, "README.md")}
	m, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, m...)
	app := newApp(nil, nil)
	flagsOf := func(path []string) map[string]bool {
		cmds, flags := app.Commands, app.Flags
		for _, name := range path {
			var found *cli.Command
			for _, c := range cmds {
				if c.HasName(name) {
					found = c
				}
			}
			if found == nil {
				return nil
			}
			cmds, flags = found.Subcommands, found.Flags
		}
		have := map[string]bool{"help": true, "h": true}
		if len(path) == 0 {
			have["version"] = true
		}
		for _, f := range flags {
			for _, n := range f.Names() {
				have[n] = true
			}
		}
		return have
	}
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fence := false
		for i, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, "```") {
				fence = !fence
				continue
			}
			var cmds []string
			if fence {
				cmds = []string{strings.TrimPrefix(strings.TrimSpace(line), "$ ")}
			} else {
				for _, m := range docCodeSpanRE.FindAllStringSubmatch(line, -1) {
					cmds = append(cmds, m[1])
				}
			}
			for _, cmd := range cmds {
				words := strings.Fields(cmd)
				if len(words) < 2 || (words[0] != "weft" && words[0] != "bin/weft") {
					continue
				}
				words = words[1:]
				// The command path: words up to the first flag or argument
				// that is no command (weft bench explore|unfold --cases).
				for _, alt := range strings.Split(words[0], "|") {
					path := []string{alt}
					rest := words[1:]
					if alt == "bench" && len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
						for _, sub := range strings.Split(rest[0], "|") {
							checked += checkDocFlags(t, f, i+1, cmd, flagsOf(append(path, sub)), rest[1:])
						}
						continue
					}
					checked += checkDocFlags(t, f, i+1, cmd, flagsOf(path), rest)
				}
			}
		}
	}
	if checked < 50 {
		t.Fatalf("checked only %d flags: the command pattern is broken", checked)
	}
}

var docCodeSpanRE = regexp.MustCompile("`((?:bin/)?weft [^`]+)`")

// checkDocFlags checks the flags among words against have (nil: not a
// command of weft, e.g. weft COMMAND --help) and returns how many it
// checked.
func checkDocFlags(t *testing.T, file string, line int, cmd string, have map[string]bool, words []string) int {
	t.Helper()
	if have == nil {
		return 0
	}
	n := 0
	for _, w := range words {
		w = strings.Trim(w, "[]()`,.;")
		if w == "--" {
			break // the program's arguments follow
		}
		for _, flag := range strings.Split(w, "/") { // --entry/--test
			name, ok := strings.CutPrefix(flag, "--")
			if !ok || name == "" {
				continue
			}
			name, _, _ = strings.Cut(name, "=")
			n++
			if !have[name] {
				t.Errorf("%s:%d: %q: no flag --%s", file, line, cmd, name)
			}
		}
	}
	return n
}

// TestReadmeOutputs runs README.md's example commands ("$ bin/weft …" in
// its code blocks, but the bench tables, which are timings) on a copy of
// the jars they name and compares what they print with what the README
// shows: line by line, times masked, a line of only "…" standing for any
// number of lines.
func TestReadmeOutputs(t *testing.T) {
	root := filepath.Join("..", "..")
	data, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	type example struct {
		line int
		cmd  string
		want []string
	}
	var examples []example
	fence := false
	cur := -1 // the example whose output the code block goes on with
	for i, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			fence, cur = !fence, -1
		case !fence:
		case strings.HasPrefix(line, "$ bin/weft bench "):
			cur = -1 // a table of timings
		case strings.HasPrefix(line, "$ bin/weft "):
			examples = append(examples, example{line: i + 1, cmd: strings.TrimPrefix(line, "$ bin/weft ")})
			cur = len(examples) - 1
		case cur >= 0:
			examples[cur].want = append(examples[cur].want, line)
		}
	}
	if len(examples) < 5 {
		t.Fatalf("found %d examples: the pattern is broken", len(examples))
	}
	dir := t.TempDir()
	jars := filepath.Join(dir, "benchmarks", "jars")
	if err := os.MkdirAll(jars, 0o755); err != nil {
		t.Fatal(err)
	}
	jar, err := os.ReadFile(filepath.Join(root, "benchmarks", "jars", "wronglock.jar"))
	if err != nil {
		t.Skipf("benchmark jars not built (make jars): %v", err)
	}
	if err := os.WriteFile(filepath.Join(jars, "wronglock.jar"), jar, 0o644); err != nil {
		t.Fatal(err)
	}
	times := regexp.MustCompile(`\d+(\.\d+)?(ms|s)\b`)
	for _, ex := range examples {
		var args []string
		for _, w := range strings.Fields(ex.cmd) {
			args = append(args, strings.Trim(w, "'"))
		}
		out, errs, _ := weftIn(t, dir, args...)
		if strings.HasPrefix(ex.cmd, "run ") {
			out += errs // weft run's summary line is on stderr
		}
		got := strings.Split(strings.TrimRight(times.ReplaceAllString(out, "T"), "\n"), "\n")
		if err := matchElided(ex.want, got, times); err != "" {
			t.Errorf("README.md:%d: bin/weft %s: %s\ngot:\n%s", ex.line, ex.cmd, err, out)
		}
	}
}

// matchElided matches want (times masked by times) against got, a want
// line of only "…" standing for any number of got's lines; it returns
// what differs, or "".
func matchElided(want, got []string, times *regexp.Regexp) string {
	j := 0
	skip := false
	for _, w := range want {
		if strings.TrimSpace(w) == "…" {
			skip = true
			continue
		}
		w = times.ReplaceAllString(w, "T")
		if skip {
			for j < len(got) && got[j] != w {
				j++
			}
			skip = false
		}
		if j >= len(got) || got[j] != w {
			return fmt.Sprintf("the README's line %q is not printed there", w)
		}
		j++
	}
	if !skip && j < len(got) {
		return fmt.Sprintf("%d more lines than the README shows, from %q", len(got)-j, got[j])
	}
	return ""
}

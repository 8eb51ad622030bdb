package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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

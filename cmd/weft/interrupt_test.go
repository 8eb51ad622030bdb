package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestExploreInterrupt: Ctrl-C (SIGINT) ends a long exploration with the
// report of what it explored, marked interrupted, and exit status 0 (no
// bug found), as a spent --timeout does; it does not kill weft.
func TestExploreInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs an exploration for seconds")
	}
	cases, dir := suiteACases(t)
	jar := ""
	for _, c := range cases {
		if c.Name == "producerconsumer" { // dfs finds no bug in minutes
			jar = c.Jar
		}
	}
	if jar == "" {
		t.Fatal("no producerconsumer case in suite A")
	}
	if !filepath.IsAbs(jar) {
		jar = filepath.Join(dir, jar)
	}
	bin, err := weftBinary()
	if err != nil {
		t.Fatalf("go build: %v", err)
	}
	cmd := exec.Command(bin, "explore", "--strategy", "dfs", "--timeout", "5m", "--trace", filepath.Join(t.TempDir(), "t.json"), jar)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	// Loading the program takes well under a second; the exploration is
	// running by then (the handler is installed just before it starts).
	select {
	case err := <-done:
		t.Fatalf("weft ended before the interrupt: %v\n%s%s", err, stdout.String(), stderr.String())
	case <-time.After(3 * time.Second):
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	select {
	case err = <-done:
	case <-time.After(2 * time.Minute):
		cmd.Process.Kill()
		t.Fatalf("weft did not stop after the interrupt\n%s%s", stdout.String(), stderr.String())
	}
	if cmd.ProcessState.ExitCode() != 0 {
		t.Fatalf("exit %v after the interrupt (want 0)\n%s%s", err, stdout.String(), stderr.String())
	}
	out := stdout.String()
	if !strings.Contains(out, "no bug found before the budget ran out (interrupted)") || !strings.Contains(out, "counters: ") {
		t.Errorf("report after the interrupt:\n%s%s", out, stderr.String())
	}
}

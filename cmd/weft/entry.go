package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/classfile"
	"weft/entry"
)

// entryFlags are the flags of run, analyze and explore that start the
// program somewhere other than main.
func entryFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "entry", Usage: "start at `pkg.Class#method` instead of main: a static no-argument method is called directly, an instance one on an object made by the public no-argument constructor"},
		&cli.StringSliceFlag{Name: "setup", Usage: "with --entry: call `pkg.Class#method` first (repeatable, in order; instance methods on the entry's object)"},
		&cli.StringFlag{Name: "test", Usage: "run JUnit 4/5 tests: `pkg.Class#method`, or pkg.Class for every @Test method (one by one), with their @Before/@After (@BeforeEach/@AfterEach) and @BeforeClass/@AfterClass (@BeforeAll/@AfterAll) methods"},
	}
}

// entrySel is what the entry flags select.
type entrySel struct {
	cmd    string // the command, for messages
	entry  string
	setups []string
	test   string
}

// entryOf reads the entry flags; nil means main.
func entryOf(c *cli.Context, cmd string) (*entrySel, error) {
	s := &entrySel{cmd: cmd, entry: c.String("entry"), setups: c.StringSlice("setup"), test: c.String("test")}
	switch {
	case s.entry != "" && s.test != "":
		return nil, usageError("%s: --entry and --test exclude each other", cmd)
	case len(s.setups) > 0 && s.entry == "":
		return nil, usageError("%s: --setup needs --entry (JUnit tests take their set-up from @Before methods)", cmd)
	case s.entry == "" && s.test == "":
		return nil, nil
	}
	if c.IsSet("main") {
		return nil, usageError("%s: --main and --%s exclude each other", cmd, s.flag())
	}
	// Their form is checked before the class path is read.
	check := func(flag, spec string, classOnly bool) error {
		if _, err := entry.ParseSpec(spec, classOnly); err != nil {
			return usageError("%s: --%s %v (see weft %s --help)", cmd, flag, err, cmd)
		}
		return nil
	}
	if s.test != "" {
		return s, check("test", s.test, true)
	}
	for _, su := range s.setups {
		if err := check("setup", su, false); err != nil {
			return nil, err
		}
	}
	return s, check("entry", s.entry, false)
}

func (s *entrySel) flag() string {
	if s.test != "" {
		return "test"
	}
	return "entry"
}

// targets resolves the selection on the class path: one target for
// --entry, one per test for --test. Errors name the command and the flag.
func (s *entrySel) targets(cp *classfile.ClassPath) ([]*entry.Target, error) {
	if s.test != "" {
		ts, err := entry.Tests(cp, s.test)
		if err != nil {
			return nil, fmt.Errorf("%s: --test %s: %w", s.cmd, s.test, err)
		}
		return ts, nil
	}
	t, err := entry.Method(cp, s.entry, s.setups)
	if err != nil {
		flags := "--entry " + s.entry
		for _, su := range s.setups {
			flags += " --setup " + su
		}
		return nil, fmt.Errorf("%s: %s: %w", s.cmd, flags, err)
	}
	return []*entry.Target{t}, nil
}

// parseEntryProgram reads the class path of a run that starts at an entry:
// "app.jar" or --cp DIR[:JAR...] (no main class, no program arguments).
func parseEntryProgram(cmd, cp string, args []string, flag string) (*programSpec, error) {
	var s programSpec
	switch {
	case cp != "":
		if len(args) > 0 {
			return nil, usageError("%s: with --%s and --cp, unexpected arguments %s (an entry method takes no arguments)", cmd, flag, strings.Join(args, " "))
		}
		var err error
		if s.entries, err = splitClassPath(cmd, cp); err != nil {
			return nil, err
		}
	case len(args) == 0:
		return nil, usageError("%s: missing jar (or --cp DIR[:JAR...]) for --%s", cmd, flag)
	case len(args) > 1:
		return nil, usageError("%s: with --%s, want one jar (or --cp), got %s (an entry method takes no arguments)", cmd, flag, strings.Join(args, " "))
	default:
		s.entries = []string{args[0]}
		s.jar = args[0]
	}
	for _, e := range s.entries {
		if _, err := os.Stat(e); err != nil {
			return nil, inputError(err)
		}
	}
	return &s, nil
}

// targetName names a target in reports: "pkg.T#test (JUnit 4 test)".
func targetName(t *entry.Target) string {
	return fmt.Sprintf("%s (%s)", t.Name, t.Kind)
}

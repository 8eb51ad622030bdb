package junit4demo;

import static org.junit.Assert.assertEquals;

import org.junit.After;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Ignore;
import org.junit.Test;

// A JUnit 4 test with a lost update: two threads increment a counter
// without synchronization. Under HotSpot the threads rarely overlap and the
// test almost always passes; weft explores the interleaving that loses an
// increment.
public class CounterTest {
    static int runs;
    private Counter counter;

    @BeforeClass
    public static void resetRuns() {
        runs = 0;
    }

    @Before
    public void setUp() {
        counter = new Counter();
        runs++;
    }

    @Test
    public void incrementsConcurrently() throws InterruptedException {
        Thread a = new Thread(counter::increment, "incrementer-a");
        Thread b = new Thread(counter::increment, "incrementer-b");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, counter.get());
    }

    @Test
    public void incrementsSequentially() {
        counter.increment();
        counter.increment();
        assertEquals(2, counter.get());
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsNegativeSteps() {
        counter.add(-1);
    }

    @Test
    @Ignore("not written yet")
    public void overflows() {
    }

    @After
    public void tearDown() {
        counter = null;
    }

    @AfterClass
    public static void checkRuns() {
        if (runs == 0) {
            throw new IllegalStateException("@Before never ran");
        }
    }
}

class Counter {
    private int value;

    void increment() {
        int v = value;
        value = v + 1;
    }

    void add(int step) {
        if (step < 0) {
            throw new IllegalArgumentException("negative step " + step);
        }
        value += step;
    }

    int get() {
        return value;
    }
}

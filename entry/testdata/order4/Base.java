package order4;

import org.junit.After;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;

// Lifecycle methods of a superclass: JUnit 4 runs the superclass's before
// methods first and its after methods last.
public abstract class Base {
    static void log(String s) {
        System.out.println("order: " + s);
    }

    @BeforeClass
    public static void baseBeforeClass() {
        log("Base.beforeClass");
    }

    @Before
    public void baseBefore() {
        log("Base.before");
    }

    @Before
    public void overridden() {
        log("Base.overridden (shadowed)");
    }

    @After
    public void baseAfter() {
        log("Base.after");
    }

    @AfterClass
    public static void baseAfterClass() {
        log("Base.afterClass");
    }
}

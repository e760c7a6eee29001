export { MAX_TABS, tabStore, useTabs, openTab, closeTab, wouldExceed, type Tab } from './tabStore';
export { useTabRecorder, tabKeyOf } from './useTabRecorder';
export { KeepAliveOutlet } from './KeepAliveOutlet';
export { TabsBar } from './TabsBar';

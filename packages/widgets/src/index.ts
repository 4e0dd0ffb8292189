// @csz/widgets: the React components of scores, schedules, standings, playoffs and the community,
// props in and callbacks out. Nothing is exported yet: the components arrive with issue 5.
export {};

export default { stories: ["../src/**/*.stories.tsx"] };

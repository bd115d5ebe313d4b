import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { RewardListRedirect } from './RewardListRedirect';

/** 'Gestión de premios' lives at /rewarmanagement-madm-admin; the resource's own list leads there. */
export default { list: RewardListRedirect, icon: EmojiEventsIcon, recordRepresentation: 'name' };

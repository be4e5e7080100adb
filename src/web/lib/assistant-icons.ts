import {
  BookOpen,
  Briefcase,
  Camera,
  Globe,
  Handshake,
  Lightbulb,
  Mail,
  Newspaper,
  Search,
  Sparkles,
  ThumbsUp,
  type LucideIcon,
} from 'lucide-react';
import type { AssistantId } from '../../core/assistants/ids.js';

export const ASSISTANT_ICONS: Record<AssistantId, LucideIcon> = {
  'topic-generator': Lightbulb,
  'lead-generator': Search,
  facebook: ThumbsUp,
  linkedin2: Briefcase,
  instagram: Camera,
  blog: BookOpen,
  newsletter: Newspaper,
  'retention-email': Handshake,
  'insight-amplifier': Sparkles,
  'prospect-engagement': Mail,
  website: Globe,
};
